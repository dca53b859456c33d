import 'server-only';
import type { EChartsOption } from 'echarts';
import { ChartFigure } from './chart-figure';
import type { ChartSize } from '@/lib/server/dashboard/svg-chart';
import type { Conversions, Tally } from '@/lib/server/leads/conversions';
import { frenchDuration } from '@/lib/first-contact';
import { productNames } from '@/lib/product-lookup';

/** The five charts of /equipe/conversions (issue 22 item 5), each fed by lib/server/leads/conversions.ts. */

/** A horizontal chart shows at most this many categories; the rest are summed as one. */
export const MAX_CATEGORIES = 8;

const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${monday}T12:00:00Z`),
  );
const percent = (share: number) => new Intl.NumberFormat('fr-CH', { style: 'percent' }).format(share);
const hours = (ms: number | null) => (ms === null ? null : Math.round(ms / 360_000) / 10);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function topTallies(tallies: readonly Tally[], others: string): Tally[] {
  if (tallies.length <= MAX_CATEGORIES) return [...tallies];
  const rest = tallies.slice(MAX_CATEGORIES - 1);
  return [...tallies.slice(0, MAX_CATEGORIES - 1), { key: others, count: sum(rest.map((entry) => entry.count)) }];
}

function horizontalBars(
  categories: string[],
  series: { name: string; data: number[] }[],
  size: ChartSize,
): EChartsOption {
  return {
    legend: series.length > 1 ? { top: 0, left: 0, itemGap: 20 } : { show: false },
    grid: { left: 8, right: 36, top: series.length > 1 ? 36 : 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: categories,
      inverse: true,
      axisLabel: { width: size === 'compact' ? 130 : 300, overflow: 'truncate' },
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
        legend: { top: 0, left: 0, itemGap: 20 },
        // On a phone, the legend takes about two sources a line.
        grid: {
          left: 8,
          right: 8,
          top: size === 'compact' ? 20 + 26 * Math.ceil(data.perWeek.length / 2) : 44,
          bottom: 8,
          containLabel: true,
        },
        xAxis: { type: 'category', data: labels, axisLabel: { interval: size === 'compact' ? 1 : 0 } },
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

export function FirstContactChart({ delays }: { delays: Conversions['delays'] }) {
  const latest = [...delays].reverse().find((week) => week.medianMs !== null && week.p90Ms !== null);
  return (
    <ChartFigure
      id="delais"
      title="Délai du premier contact par semaine, en heures"
      summary={
        latest?.medianMs != null && latest.p90Ms !== null
          ? `Semaine du ${weekLabel(latest.week)}\u00a0: médiane ${frenchDuration(latest.medianMs)}, 9 sur 10 en moins de ${frenchDuration(latest.p90Ms)}.`
          : 'Aucune demande contactée sur la période.'
      }
      option={(size) => ({
        legend: { top: 0, left: 0, itemGap: 20 },
        grid: { left: 8, right: 16, top: 44, bottom: 8, containLabel: true },
        xAxis: {
          type: 'category',
          data: delays.map((week) => weekLabel(week.week)),
          axisLabel: { interval: size === 'compact' ? 1 : 0 },
        },
        yAxis: { type: 'value' },
        series: [
          { type: 'line', name: 'Médiane', data: delays.map((week) => hours(week.medianMs)), symbolSize: 7 },
          { type: 'line', name: '90e centile', data: delays.map((week) => hours(week.p90Ms)), symbolSize: 7 },
        ],
      })}
      table={{
        caption: 'Délai entre la demande et le premier contact, par semaine de la demande',
        head: ['Semaine du', 'Demandes contactées', 'Médiane', '90e centile'],
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
