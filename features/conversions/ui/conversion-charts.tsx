import 'server-only';
import type { EChartsOption } from 'echarts';
import { ChartFigure } from './chart-figure';
import { CHART_SIZES, chartFontSize, type ChartSize } from '@/features/conversions/server/svg-chart';
import type { Conversions, Tally } from '@/features/conversions/server/conversions';
import { frenchDuration } from '@/lib/first-contact';
import { productNames } from '@/lib/product-lookup';

/** The five charts of /equipe/conversions, each fed by features/conversions/server/conversions.ts. */

/** A horizontal chart shows at most this many categories; the rest are summed as one. */
export const MAX_CATEGORIES = 8;

const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${monday}T12:00:00Z`),
  );
const percent = (share: number) => new Intl.NumberFormat('fr-CH', { style: 'percent' }).format(share);
const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function topTallies(tallies: readonly Tally[], others: string): Tally[] {
  if (tallies.length <= MAX_CATEGORIES) return [...tallies];
  const rest = tallies.slice(MAX_CATEGORIES - 1);
  return [...tallies.slice(0, MAX_CATEGORIES - 1), { key: others, count: sum(rest.map((entry) => entry.count)) }];
}

/** The legend's gap between items, and a rough Arial width per character (ECharts measures Arial the same way). */
const LEGEND_GAP = 20;
const ARIAL_EM_PER_CHAR = 0.55;

/**
 * Where the plot starts under a legend that wraps: items (a 25-unit icon, its name) are laid on lines as
 * ECharts lays them, so that a long source list on a phone does not overlap the bars.
 */
export function belowLegend(names: readonly string[], size: ChartSize): number {
  const font = chartFontSize(size);
  const room = CHART_SIZES[size].width - 16;
  let lines = names.length ? 1 : 0;
  let used = 0;
  for (const name of names) {
    const item = 30 + ARIAL_EM_PER_CHAR * font * name.length;
    if (used > 0 && used + LEGEND_GAP + item > room) {
      lines += 1;
      used = 0;
    }
    used += (used > 0 ? LEGEND_GAP : 0) + item;
  }
  // Lines are as far apart as items (LEGEND_GAP); the value axis's top label, centred on the plot's top, stays clear.
  return 5 + lines * font + (lines - 1) * LEGEND_GAP + 12 + font / 2;
}

/** A delay axis in the words of the table, « 30 min », « 2 h », « 1 j 4 h », on round steps of time. */
const DELAY_STEPS_MIN = [5, 10, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440, 2880, 4320, 10080];
export function delayAxis(longestMinutes: number) {
  const step = DELAY_STEPS_MIN.find((candidate) => longestMinutes / candidate <= 5) ?? 10080;
  return {
    type: 'value' as const,
    interval: step,
    max: Math.max(step, Math.ceil(longestMinutes / step) * step),
    axisLabel: {
      // « 2 h 00 » is the table's precision; a round tick reads « 2 h ».
      formatter: (value: number) => frenchDuration(value * 60_000).replace(/\u00a0h\u00a000$/, '\u00a0h'),
    },
  };
}

function horizontalBars(
  categories: string[],
  series: { name: string; data: number[] }[],
  size: ChartSize,
): EChartsOption {
  return {
    legend: series.length > 1 ? { top: 0, left: 0, itemGap: LEGEND_GAP } : { show: false },
    grid: {
      left: 8,
      right: 8 + 2 * chartFontSize(size),
      top:
        series.length > 1
          ? belowLegend(
              series.map(({ name }) => name),
              size,
            )
          : 8,
      bottom: 8,
      containLabel: true,
    },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: categories,
      inverse: true,
      axisLabel: { width: size === 'compact' ? 150 : 300, overflow: 'truncate' },
    },
    series: series.map(({ name, data }) => ({ type: 'bar', name, data, label: { show: true, position: 'right' } })),
  };
}

export function LeadsPerWeekChart({ data }: { data: Pick<Conversions, 'weeks' | 'perWeek' | 'total'> }) {
  const labels = data.weeks.map(weekLabel);
  const totals = data.weeks.map((_, index) => sum(data.perWeek.map((series) => series.counts[index] ?? 0)));
  const leading = data.perWeek[0];
  return (
    <ChartFigure
      id="semaines"
      title="Demandes par semaine et par source"
      summary={
        leading
          ? `${data.total} demande(s) sur ${data.weeks.length} semaine(s)\u00a0; première source\u00a0: ${leading.source} (${sum(leading.counts)}).`
          : 'Aucune demande sur la période.'
      }
      option={(size) => ({
        legend: { top: 0, left: 0, itemGap: LEGEND_GAP },
        grid: {
          left: 8,
          right: 8,
          top: belowLegend(
            data.perWeek.map((series) => series.source),
            size,
          ),
          bottom: 8,
          containLabel: true,
        },
        // ECharts leaves out the week labels that would overlap.
        xAxis: { type: 'category', data: labels },
        yAxis: { type: 'value', minInterval: 1 },
        series: data.perWeek.map((series) => ({
          type: 'bar',
          name: series.source,
          stack: 'sources',
          data: series.counts,
        })),
      })}
      table={{
        caption: 'Demandes par semaine (du lundi, heure suisse) et par source (première visite)',
        head: ['Semaine du', ...data.perWeek.map((series) => series.source), 'Total'],
        rows: data.weeks.map((_, index) => [
          labels[index] ?? '',
          ...data.perWeek.map((series) => series.counts[index] ?? 0),
          totals[index] ?? 0,
        ]),
      }}
    />
  );
}

function TallyChart({ id, title, noun, tallies }: { id: string; title: string; noun: string; tallies: Tally[] }) {
  const total = sum(tallies.map((entry) => entry.count));
  const [leading] = tallies;
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={
        leading ? `En tête\u00a0: ${leading.key} (${leading.count} sur ${total}).` : 'Aucune demande sur la période.'
      }
      option={(size) =>
        horizontalBars(
          tallies.map((entry) => entry.key),
          [{ name: 'Demandes', data: tallies.map((entry) => entry.count) }],
          size,
        )
      }
      table={{
        caption: `Demandes par ${noun}`,
        head: [noun[0]?.toUpperCase() + noun.slice(1), 'Demandes', 'Part'],
        rows: tallies.map((entry) => [entry.key, entry.count, percent(entry.count / total)]),
      }}
    />
  );
}

export function ProductAndPageCharts({ data }: { data: Pick<Conversions, 'byProduct' | 'byPage'> }) {
  const products = data.byProduct.map(({ key, count }) => ({
    key: key ? (productNames[key] ?? key) : 'sans produit',
    count,
  }));
  const pages = data.byPage.map(({ key, count }) => ({ key: key || 'inconnue', count }));
  return (
    <>
      <TallyChart id="produits" title="Demandes par produit" noun="produit" tallies={topTallies(products, 'autres')} />
      <TallyChart
        id="pages"
        title="Demandes par page d’origine"
        noun="page d’origine"
        tallies={topTallies(pages, 'autres pages')}
      />
    </>
  );
}

const FUNNEL_STAGES = [
  ['received', 'Reçues'],
  ['contacted', 'Contactées'],
  ['quoted', 'Devis envoyé'],
  ['won', 'Gagnées'],
  ['lost', 'Perdues'],
] as const;

export function FunnelChart({ funnel }: { funnel: Conversions['funnel'] }) {
  const values = FUNNEL_STAGES.map(([stage]) => funnel[stage]);
  return (
    <ChartFigure
      id="entonnoir"
      title="Du premier contact au devis gagné"
      summary={
        funnel.winRate === null
          ? `${funnel.received} demande(s), aucune encore gagnée ou perdue.`
          : `Taux de réussite\u00a0: ${percent(funnel.winRate)} (${funnel.won} gagnée(s) sur ${funnel.won + funnel.lost} close(s)).`
      }
      option={(size) =>
        horizontalBars(
          FUNNEL_STAGES.map(([, label]) => label),
          [{ name: 'Demandes', data: values }],
          size,
        )
      }
      table={{
        caption:
          'Demandes arrivées au moins à chaque étape, selon leur statut actuel (une demande gagnée ou perdue a eu son devis)',
        head: ['Étape', 'Demandes', 'Part des reçues'],
        rows: FUNNEL_STAGES.map(([stage, label]) => [
          label,
          funnel[stage],
          funnel.received ? percent(funnel[stage] / funnel.received) : '—',
        ]),
      }}
    />
  );
}

/**
 * The median and the 90th percentile told apart by more than colour: a solid line with dots, a dashed one with
 * triangles, each named in the legend (which draws its line and mark) and at its line's end.
 */
const DELAY_SERIES = [
  {
    name: 'Médiane',
    key: 'medianMs',
    lineStyle: { type: 'solid', width: 3 },
    symbol: 'circle',
    words: 'trait plein et ronds',
  },
  {
    name: '90e centile',
    key: 'p90Ms',
    lineStyle: { type: 'dashed', width: 2 },
    symbol: 'triangle',
    words: 'tirets et triangles',
  },
] as const;

export function FirstContactChart({ delays }: { delays: Conversions['delays'] }) {
  const latest = [...delays].reverse().find((week) => week.medianMs !== null && week.p90Ms !== null);
  const longest = Math.max(0, ...delays.map((week) => minutes(week.p90Ms) ?? 0));
  return (
    <ChartFigure
      id="delais"
      title="Délai du premier contact par semaine"
      summary={
        latest?.medianMs != null && latest.p90Ms !== null
          ? `Semaine du ${weekLabel(latest.week)}\u00a0: médiane ${frenchDuration(latest.medianMs)}, 9 sur 10 en moins de ${frenchDuration(latest.p90Ms)}.`
          : 'Aucune demande contactée sur la période.'
      }
      option={(size) => ({
        legend: { top: 0, left: 0, itemGap: LEGEND_GAP, itemWidth: 36 },
        grid: {
          left: 8,
          // Room for the names written at the lines' ends.
          right:
            16 + ARIAL_EM_PER_CHAR * chartFontSize(size) * Math.max(...DELAY_SERIES.map(({ name }) => name.length)),
          top: belowLegend(
            DELAY_SERIES.map(({ name }) => name),
            size,
          ),
          bottom: 8,
          containLabel: true,
        },
        xAxis: { type: 'category', data: delays.map((week) => weekLabel(week.week)) },
        yAxis: delayAxis(longest),
        series: DELAY_SERIES.map(({ name, key, lineStyle, symbol }, index) => ({
          type: 'line',
          name,
          data: delays.map((week) => minutes(week[key])),
          lineStyle,
          symbol,
          symbolSize: 10,
          // Apart when both lines end on the same point: the 90th percentile's name above, the median's below.
          endLabel: { show: true, formatter: name, offset: [0, (index === 0 ? 0.6 : -0.6) * chartFontSize(size)] },
        })),
      })}
      table={{
        caption: `Délai entre la demande et le premier contact, par semaine de la demande (dans le graphique\u00a0: ${DELAY_SERIES.map(({ name, words }) => `${name.toLowerCase()}, ${words}`).join('\u00a0; ')})`,
        head: ['Semaine du', 'Demandes contactées', ...DELAY_SERIES.map(({ name }) => name)],
        rows: delays.map((week) => [
          weekLabel(week.week),
          week.count,
          week.medianMs === null ? '—' : frenchDuration(week.medianMs),
          week.p90Ms === null ? '—' : frenchDuration(week.p90Ms),
        ]),
      }}
    />
  );
}

export function ClicksChart({ clicks }: { clicks: Conversions['clicks'] }) {
  const shown = clicks.slice(0, MAX_CATEGORIES);
  const total = sum(clicks.map((page) => page.tel + page.mailto));
  return (
    <ChartFigure
      id="clics"
      title="Clics sur le téléphone et l’e-mail, par page"
      summary={
        shown[0]
          ? `${total} clic(s)\u00a0; page en tête\u00a0: ${shown[0].page} (${shown[0].tel + shown[0].mailto}).`
          : 'Aucun clic sur la période.'
      }
      option={(size) =>
        horizontalBars(
          shown.map((page) => page.page),
          [
            { name: 'Téléphone', data: shown.map((page) => page.tel) },
            { name: 'E-mail', data: shown.map((page) => page.mailto) },
          ],
          size,
        )
      }
      table={{
        caption: 'Clics sur les liens téléphone et e-mail par page (tous produits et sources)',
        head: ['Page', 'Téléphone', 'E-mail', 'Total'],
        rows: clicks.map((page) => [page.page, page.tel, page.mailto, page.tel + page.mailto]),
      }}
    />
  );
}
