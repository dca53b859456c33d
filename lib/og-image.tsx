import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { ogSize } from './seo';

/**
 * The Open Graph image every `opengraph-image.tsx` draws: the page's title on the
 * brand's anthracite, a copper accent bar, the company name and a pergola line motif.
 * Rendered at build time (the routes are static), 1200x630 PNG.
 */

export { ogContentType, ogSize } from './seo';

const colours = {
  anthracite: '#2B3034',
  copper: '#B8692E',
  cream: '#FAF8F5',
  stone: '#EFEBE5',
  muted: '#C9C2B8',
} as const;

/** ImageResponse (satori) reads ttf/otf/woff, not woff2: the @fontsource .woff files, read once per build worker. */
const fontDir = join(process.cwd(), 'node_modules/@fontsource/inter/files');
let fontsPromise: Promise<[Buffer, Buffer]> | undefined;
function loadFonts() {
  fontsPromise ??= Promise.all([
    readFile(join(fontDir, 'inter-latin-700-normal.woff')),
    readFile(join(fontDir, 'inter-latin-400-normal.woff')),
  ]);
  return fontsPromise;
}

/** Long titles get a smaller size so they fit in three lines at most. */
function ogTitleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 50;
}

const hostname = new URL(site.url).hostname.replace(/^www\./, '');

/** A bioclimatic pergola in lines, in slight perspective: posts, a copper front beam, louvres, the terrace floor. */
function PergolaMotif() {
  const louvres = Array.from({ length: 12 }, (_, i) => 30 + (i * 220) / 11);
  const faint = { stroke: colours.cream, strokeOpacity: 0.35 };
  return (
    <svg width="360" height="440" viewBox="0 0 360 440" fill="none">
      <line x1="0" y1="420" x2="360" y2="420" stroke={colours.muted} strokeWidth="3" strokeOpacity="0.6" />
      <line x1="110" y1="360" x2="330" y2="360" strokeWidth="2" {...faint} />
      <line x1="250" y1="420" x2="330" y2="360" strokeWidth="2" {...faint} />
      <line x1="110" y1="110" x2="110" y2="360" strokeWidth="5" {...faint} />
      <line x1="330" y1="110" x2="330" y2="360" strokeWidth="6" stroke={colours.cream} strokeOpacity="0.6" />
      <line x1="100" y1="110" x2="340" y2="110" strokeWidth="5" stroke={colours.cream} strokeOpacity="0.6" />
      {louvres.map((x) => (
        <line key={x} x1={x} y1="166" x2={x + 80} y2="112" stroke={colours.cream} strokeWidth="4" strokeOpacity="0.8" />
      ))}
      <line x1="30" y1="170" x2="110" y2="110" stroke={colours.cream} strokeWidth="5" />
      <line x1="250" y1="170" x2="330" y2="110" stroke={colours.cream} strokeWidth="5" />
      <line x1="30" y1="170" x2="30" y2="420" stroke={colours.cream} strokeWidth="9" />
      <line x1="250" y1="170" x2="250" y2="420" stroke={colours.cream} strokeWidth="9" />
      <line x1="18" y1="172" x2="262" y2="172" stroke={colours.copper} strokeWidth="12" />
    </svg>
  );
}

/** The narrow no-break space of French typography is not in the card's font: a no-break space stands in. */
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');

export async function ogImage(card: { title: string; eyebrow: string }): Promise<ImageResponse> {
  const [title, eyebrow] = [drawable(card.title), drawable(card.eyebrow)];
  const [bold, regular] = await loadFonts();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: colours.anthracite,
        color: colours.cream,
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 820,
          padding: '64px 40px 56px 72px',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, letterSpacing: 6, textTransform: 'uppercase' }}>
          {site.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', width: 112, height: 10, background: colours.copper, marginBottom: 28 }} />
          <div style={{ display: 'flex', fontSize: 26, fontWeight: 400, color: colours.stone, marginBottom: 16 }}>
            {eyebrow}
          </div>
          <div style={{ display: 'flex', fontSize: ogTitleSize(title), fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', fontSize: 24, fontWeight: 400, color: colours.muted }}>
          {`${hostname} · Devis gratuit`}
        </div>
      </div>
      <div style={{ display: 'flex', flex: 1, alignItems: 'flex-end', justifyContent: 'center', paddingBottom: 32 }}>
        <PergolaMotif />
      </div>
    </div>,
    {
      ...ogSize,
      fonts: [
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
      ],
    },
  );
}

/**
 * The Open Graph image route of a dynamic segment `[param]`: its static params (one per key) and its image,
 * drawn from the item `find` returns for the key (404 for an unknown one). The route file still exports its
 * own `size`, `contentType` and `dynamicParams = false`: Next reads those from the file itself.
 */
export function ogImageRoute<P extends string, T>(
  param: P,
  keys: () => readonly string[],
  find: (key: string) => T | undefined,
  draw: (item: T) => { title: string; eyebrow: string },
) {
  return {
    generateStaticParams: () => keys().map((key) => ({ [param]: key }) as Record<P, string>),
    Image: async ({ params }: { params: Promise<Record<P, string>> }) => {
      const item = find((await params)[param]);
      if (!item) notFound();
      return ogImage(draw(item));
    },
  };
}
