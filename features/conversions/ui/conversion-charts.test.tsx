/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ClicksChart,
  FirstContactChart,
  FunnelChart,
  LeadsPerWeekChart,
  ProductAndPageCharts,
} from './conversion-charts';

/** The server-drawn charts of /equipe/conversions: SVG in the markup, and a table with the same numbers. */

const svgs = (html: string) => html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
/** The marks ECharts draws for the data (bars, line points), per series, in one SVG. */
const marksPerSeries = (svg: string) => {
  const counts: number[] = [];
  for (const [, series] of svg.matchAll(/ecmeta_series_index="(\d+)"[^>]*ecmeta_ssr_type="chart"/g))
    counts[Number(series)] = (counts[Number(series)] ?? 0) + 1;
  return counts;
};
const tableRows = (html: string) =>
  [...(html.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1]?.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g) ?? [])].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]),
  );

/** Phone and e-mail clicks on two pages, 7 in all. */
const clicksChart = () =>
  renderToStaticMarkup(
    <ClicksChart
      clicks={[
        { page: '/contact', tel: 4, mailto: 1 },
        { page: '/', tel: 0, mailto: 2 },
      ]}
    />,
  );

describe('conversion charts', () => {
  it('draws leads per week stacked by source, at both sizes, named for screen readers, with its table', () => {
    const html = renderToStaticMarkup(
      <LeadsPerWeekChart
        data={{
          total: 7,
          weeks: ['2026-11-02', '2026-11-09', '2026-11-16'],
          perWeek: [
            { source: 'google', counts: [2, 0, 3] },
            { source: 'direct / inconnu', counts: [1, 1, 0] },
          ],
        }}
      />,
    );
    const drawings = svgs(html);
    expect(drawings).toHaveLength(2);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg role="img" aria-label="Demandes par semaine et par source\. 7 demande\(s\)/);
      expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
      // One bar per week and source.
      expect(marksPerSeries(svg)).toEqual([3, 3]);
      expect(svg).toContain('>google</text>');
    }
    expect(html).toContain('<caption');
    expect(html).toContain('Voir les données');
    expect(tableRows(html)).toEqual([
      ['2 nov.', '2', '1', '3'],
      ['9 nov.', '0', '1', '1'],
      ['16 nov.', '3', '0', '3'],
    ]);
  });

  it('draws leads by product and by page, products by their names', () => {
    const html = renderToStaticMarkup(
      <ProductAndPageCharts
        data={{
          byProduct: [
            { key: 'carports-v', count: 3 },
            { key: '', count: 1 },
          ],
          byPage: [
            { key: '/contact', count: 3 },
            { key: '/products/carports-v', count: 1 },
          ],
        }}
      />,
    );
    const drawings = svgs(html);
    expect(drawings).toHaveLength(4);
    for (const svg of drawings) expect(marksPerSeries(svg)).toEqual([2]);
    expect(html).toMatch(/Carport[^<]*\(3 sur 4\)/);
    expect(html).toContain('sans produit');
    expect(html).toContain('/products/carports-v');
  });

  it('draws the funnel and says the win rate', () => {
    const html = renderToStaticMarkup(
      <FunnelChart funnel={{ received: 10, contacted: 8, quoted: 4, won: 3, lost: 1, winRate: 0.75 }} />,
    );
    for (const svg of svgs(html)) expect(marksPerSeries(svg)).toEqual([5]);
    expect(html).toMatch(/Taux de réussite\u00a0: 75\s?%/);
    expect(tableRows(html).map((row) => row.slice(0, 2))).toEqual([
      ['Reçues', '10'],
      ['Contactées', '8'],
      ['Devis envoyé', '4'],
      ['Gagnées', '3'],
      ['Perdues', '1'],
    ]);
  });

  it('draws the median and the 90th percentile of the first-contact delay per week', () => {
    const HOUR = 3_600_000;
    const html = renderToStaticMarkup(
      <FirstContactChart
        delays={[
          { week: '2026-11-02', count: 2, medianMs: 2 * HOUR, p90Ms: 4 * HOUR },
          { week: '2026-11-09', count: 0, medianMs: null, p90Ms: null },
        ]}
      />,
    );
    const [svg = ''] = svgs(html);
    // One line per series.
    expect(marksPerSeries(svg)).toEqual([1, 1]);
    expect(svg).toContain('>Médiane</text>');
    expect(svg).toContain('>90e centile</text>');
    expect(tableRows(html)).toEqual([
      ['2 nov.', '2', '2\u00a0h\u00a000', '4\u00a0h\u00a000'],
      ['9 nov.', '0', '—', '—'],
    ]);
  });

  it('writes the delay axis in hours and minutes, never decimal hours, and draws the 90th percentile dashed', () => {
    const MINUTE = 60_000;
    const html = renderToStaticMarkup(
      <FirstContactChart
        delays={[
          { week: '2026-11-02', count: 4, medianMs: 12 * MINUTE, p90Ms: 80 * MINUTE },
          { week: '2026-11-09', count: 3, medianMs: 45 * MINUTE, p90Ms: 140 * MINUTE },
        ]}
      />,
    );
    for (const svg of svgs(html)) {
      const ticks = [...svg.matchAll(/>([^<]*)<\/text>/g)].map(([, text]) => text ?? '');
      expect(ticks).toEqual(
        expect.arrayContaining(['0\u00a0min', '30\u00a0min', '1\u00a0h', '1\u00a0h\u00a030', '2\u00a0h']),
      );
      expect(ticks.filter((text) => /^\d+[.,]\d+$/.test(text))).toEqual([]);
      // Each line named at its end, as well as in the legend.
      expect(ticks.filter((text) => text === '90e centile')).toHaveLength(2);
      expect(svg).toMatch(/stroke-dasharray/);
    }
    expect(tableRows(html)[0]).toEqual(['2 nov.', '4', '12\u00a0min', '1\u00a0h\u00a020']);
    expect(html).toContain('90e centile, tirets et triangles');
  });

  it('draws text large enough to read 12 px once scaled into the narrowest box each drawing is shown in', () => {
    const html = clicksChart();
    const narrowest = { 360: 256, 760: 560 } as Record<string, number>;
    const drawings = svgs(html);
    expect(drawings).toHaveLength(2);
    for (const svg of drawings) {
      const width = /viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? '';
      const sizes = [...svg.matchAll(/font-size:(\d+(?:\.\d+)?)px/g)].map(([, size]) => Number(size));
      expect(sizes.length).toBeGreaterThan(5);
      for (const size of sizes) expect((size * (narrowest[width] ?? 0)) / Number(width)).toBeGreaterThanOrEqual(12);
    }
  });

  it('draws phone and e-mail clicks per page', () => {
    const html = clicksChart();
    for (const svg of svgs(html)) expect(marksPerSeries(svg)).toEqual([2, 2]);
    expect(html).toContain('7 clic(s)');
    expect(tableRows(html)).toEqual([
      ['/contact', '4', '1', '5'],
      ['/', '0', '2', '2'],
    ]);
  });
});
