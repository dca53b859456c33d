import 'server-only';
import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';

/**
 * Charts drawn on the server as SVG text with Apache ECharts' server-side rendering: the page sends finished
 * drawings, no charting script reaches the browser. Two sizes of each chart are drawn (a phone's and a wider
 * screen's) because a drawing scaled down to 390 px would shrink its text below reading size.
 */

export const CHART_SIZES = {
  compact: { width: 360, height: 340 },
  wide: { width: 760, height: 360 },
} as const;
export type ChartSize = keyof typeof CHART_SIZES;

/** The site's palette first (Tailwind theme), then distinct, dark enough colours for more series. */
export const CHART_COLORS = ['#1f5f8b', '#d97706', '#15803d', '#7c3aed', '#be123c', '#57534e', '#0e7490'];

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The SVG of a chart, with a viewBox (CSS scales it to its box) and an accessible name: role="img" and
 * `label`, the sentence a screen reader says instead of the drawing (the data table under it has the numbers).
 */
export function chartSvg(option: EChartsOption, size: ChartSize, label: string): string {
  const { width, height } = CHART_SIZES[size];
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      // Without a browser, ECharts sizes text with Arial's widths: an Arial-compatible face keeps labels and
      // legends where it placed them (a wider face, Inter included, would overlap them).
      color: CHART_COLORS,
      textStyle: {
        fontFamily: 'Arial, Liberation Sans, Helvetica, sans-serif',
        fontSize: size === 'compact' ? 13 : 12,
        color: '#292524',
      },
      ...option,
    });
    const svg = chart.renderToSVGString({ useViewBox: true });
    return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeAttribute(label)}" focusable="false" `);
  } finally {
    chart.dispose();
  }
}
