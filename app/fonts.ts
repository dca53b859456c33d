import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource (builds are offline), Latin subset, three weights. None is preloaded: on a
 * phone's 4G the three files (72 KB) shared the first round trips with the hero image, the page's LCP, and held it
 * back. `optional`, not `swap`: a font that arrives after the first paint waits for the next page (it is cached by
 * then) instead of replacing Arial under the reader's eyes, where the lines it rewrapped moved the text below
 * (CLS 0.08 on a product page). The fallback is Arial sized to Inter's metrics (adjustFontFallback).
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
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
