import 'server-only';
import type { EChartsOption } from 'echarts';
import { CHART_SIZES, chartSvg, type ChartSize } from '@/features/conversions/server/svg-chart';

export interface ChartTable {
  caption: string;
  head: readonly string[];
  /** The first cell of a row names it (a row header). */
  rows: readonly (readonly (string | number)[])[];
}

/**
 * One chart of the conversion dashboard: its title, a sentence that sums it up (also the drawing's accessible
 * name), the server-drawn SVG at the phone's or the wider screen's size, and its numbers as a table in
 * « Voir les données » for screen readers and for people who read numbers.
 */
export function ChartFigure({
  id,
  title,
  summary,
  option,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  option: (size: ChartSize) => EChartsOption;
  table: ChartTable;
}) {
  const svg = (size: ChartSize) => ({ __html: chartSvg(option(size), size, `${title}. ${summary}`) });
  return (
    // A plain section, not a named region: six chart landmarks would crowd a screen reader's landmark list.
    <section className="min-w-0 rounded-card bg-white p-4 shadow-card" data-chart={id}>
      <h2 id={`${id}-titre`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-muted">{summary}</p>
      {/* Never wider than drawn: its text is sized for that (svg-chart.ts). */}
      <div
        className="sm:hidden [&_svg]:h-auto [&_svg]:w-full"
        style={{ maxWidth: CHART_SIZES.compact.width }}
        dangerouslySetInnerHTML={svg('compact')}
      />
      <div
        className="hidden sm:block [&_svg]:h-auto [&_svg]:w-full"
        style={{ maxWidth: CHART_SIZES.wide.width }}
        dangerouslySetInnerHTML={svg('wide')}
      />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold">Voir les données</summary>
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={table.caption}>
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-muted">{table.caption}</caption>
            <thead>
              <tr className="border-b border-stone">
                {table.head.map((cell, index) => (
                  <th key={cell} scope="col" className={index === 0 ? 'py-1 pr-3 text-left' : 'px-2 py-1 text-right'}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])} className="border-b border-stone last:border-0">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-1 pr-3 text-left font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-2 py-1 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
