import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource (builds are offline), Latin subset, three weights. None is preloaded: on a
 * phone's 4G the three files (72 KB) shared the first round trips with the hero image, the page's LCP, and held it
 * back. `optional`: a font that has not arrived by the first paint waits for the next page (cached by then)
 * instead of replacing the fallback under the reader's eyes; with `swap`, headings rewrapped by the swap moved the
 * text below (CLS 0.08–0.15 on a product page under 4G throttling, even with the fallback's widths matched). The
 * fallback, « Inter Fallback » (app/globals.css), is Arial or a metric twin scaled to Inter's widths, so a first
 * page drawn in it keeps Inter's line lengths.
 */
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
  preload: false,
  fallback: ['Inter Fallback', 'system-ui', 'Arial', 'sans-serif'],
  // Written in app/globals.css, where it can name Arial's metric twins too (next/font names Arial alone).
  adjustFontFallback: false,
});
