import 'server-only';
import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';

/**
 * Charts drawn on the server as SVG text with Apache ECharts' server-side rendering: the page sends finished
 * drawings, no charting script reaches the browser. Two sizes of each chart are drawn (a phone's and a wider
 * screen's) because a drawing scaled down to 390 px would shrink its text below reading size.
 *
 * CSS scales a drawing down to its box, never up past its own width (chart-figure.tsx). So that its text
 * still reads at least MIN_TEXT_PX once scaled, it is drawn at that size times width / narrowest, `narrowest`
 * being the smallest box the drawing is shown in: the card on a 320 px phone (320 − 2 × 16 page − 2 × 16 card)
 * for the compact one; from 640 px, the card of a 640 px screen (640 − 2 × 24 − 2 × 16), about as narrow as a
 * column of the two-column grid of wide screens (1280 − 2 × 24, less the 24 px gap, halved, − 2 × 16 = 572).
 */
export const MIN_TEXT_PX = 12;

export const CHART_SIZES = {
  compact: { width: 360, height: 360, narrowest: 256 },
  wide: { width: 760, height: 380, narrowest: 560 },
} as const;
export type ChartSize = keyof typeof CHART_SIZES;

/** The drawing's text size, in its own units. */
export const chartFontSize = (size: ChartSize) =>
  Math.ceil((MIN_TEXT_PX * CHART_SIZES[size].width) / CHART_SIZES[size].narrowest);

/** ECharts gives axes, legends and labels their own 12 units: every text of a drawing takes its size instead. */
function textTheme(size: ChartSize) {
  const text = { fontSize: chartFontSize(size) };
  const axis = { axisLabel: text, nameTextStyle: text };
  return {
    textStyle: text,
    legend: { textStyle: text },
    categoryAxis: axis,
    valueAxis: axis,
    bar: { label: text },
    line: { label: text, endLabel: text },
  };
}

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
  const chart = echarts.init(null, textTheme(size), { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      // Without a browser, ECharts sizes text with Arial's widths: an Arial-compatible face keeps labels and
      // legends where it placed them (a wider face, Inter included, would overlap them).
      color: CHART_COLORS,
      textStyle: { fontFamily: 'Arial, Liberation Sans, Helvetica, sans-serif', color: '#292524' },
      ...option,
    });
    const svg = chart.renderToSVGString({ useViewBox: true });
    return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeAttribute(label)}" focusable="false" `);
  } finally {
    chart.dispose();
  }
}
