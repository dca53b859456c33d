import { site } from '@/content/site';
import { articlePath, getBlogCards } from '@/lib/content';
import { absoluteUrl } from '@/lib/seo';

/** RSS 2.0 feed of the blog, generated at build time. */
export const dynamic = 'force-static';

/** Escapes the five XML special characters. */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

/** RFC 822 date ("Mon, 02 Dec 2024 09:00:00 GMT") of an ISO date. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function GET() {
  const cards = getBlogCards();
  const feedUrl = absoluteUrl('/conseils/rss.xml');
  const latest = cards.map((card) => Date.parse(card.isoDate)).reduce((a, b) => Math.max(a, b), 0);

  const items = cards
    .map((card) => {
      const url = absoluteUrl(articlePath(card.slug));
      return [
        '    <item>',
        `      <title>${escapeXml(card.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${rfc822(card.isoDate)}</pubDate>`,
        `      <dc:creator>${escapeXml(card.author)}</dc:creator>`,
        `      <category>${escapeXml(card.category)}</category>`,
        `      <description>${escapeXml(card.excerpt)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`Idées & Conseils – ${site.name}`)}</title>
    <link>${escapeXml(absoluteUrl('/conseils'))}</link>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Guides et conseils de ${site.name}\u00a0: pergolas, carports, vitrage et énergie solaire.`)}</description>
    <language>fr-CH</language>
    <copyright>${escapeXml(`© ${site.copyrightYear} ${site.name}`)}</copyright>
    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;

  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
