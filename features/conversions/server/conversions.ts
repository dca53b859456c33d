import 'server-only';
import { withBackOffice } from '@/lib/server/db/backoffice-tables';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoText } from '@/lib/server/db/storage-call';
import { clickCounts } from './clicks-store';
import { percentile } from './dashboard';
import { isFollowUpStatus, type FollowUpStatus } from '@/features/quote/follow-up';
import { zurichDay, zurichDayStart, zurichWeekStart } from '@/lib/zurich-time';
import { isUtmValue } from '@/lib/source-fields';
import { first, isDay, type Params } from '@/lib/server/http/query-params';

/**
 * The conversion dashboard's figures (/equipe/conversions): leads per Swiss week and source,
 * by product and page of origin, the follow-up funnel, the delays to first contact per week, and the phone and
 * e-mail link clicks per page. Spam never counts. The leads of the range are read once and grouped here rather
 * than in SQL: weeks in Europe/Zurich and the source's fallbacks read the same on SQLite and PostgreSQL.
 */

/** The source of a lead without utm_source nor referrer. */
export const NO_SOURCE_LABEL = 'direct / inconnu';
/** The range shown when the filter names none: the current week and the 11 before it. */
export const DEFAULT_WEEKS = 12;
/** The sources beyond the most frequent ones are stacked as one, so the chart stays readable. */
export const STACKED_SOURCES = 5;
export const OTHER_SOURCES = 'autres sources';
/** A range is at most a year; at most this many leads are read (a small company never reaches it). */
const MAX_DAYS = 366;
const LEAD_SAMPLE = 20_000;
/** How far each status went in the pipeline: « gagné » and « perdu » close a lead that had its quote. */
const STAGE: Record<FollowUpStatus, number> = { nouveau: 0, contacte: 1, devis_envoye: 2, gagne: 3, perdu: 3 };

export interface ConversionFilter {
  /** YYYY-MM-DD, Swiss days, both included. */
  from: string;
  to: string;
  produit: string;
  source: string;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Reads the filter of the page's query; a missing, malformed or reversed range gives the last 12 weeks. */
export function parseConversionFilter(params: Params, now = new Date()): ConversionFilter {
  const to = isDay(first(params, 'au')) ? first(params, 'au') : zurichDay(now);
  const weeksBack = zurichDay(zurichDayStart(zurichDay(zurichWeekStart(zurichDayStart(to))), -7 * (DEFAULT_WEEKS - 1)));
  let from = isDay(first(params, 'du')) ? first(params, 'du') : weeksBack;
  if (from > to) from = weeksBack;
  if (daysBetween(from, to) >= MAX_DAYS) from = zurichDay(zurichDayStart(to, 1 - MAX_DAYS));
  const produit = first(params, 'produit');
  const source = first(params, 'source');
  return {
    from,
    to,
    produit: /^[a-z0-9-]{1,60}$/.test(produit) ? produit : '',
    source: source === NO_SOURCE_LABEL || isUtmValue(source) ? source : '',
  };
}

/** First-touch utm_source, else the referrer's host, else « direct / inconnu ». */
export function leadSource(row: { first_utm_source: string | null; referrer_host: string | null }): string {
  if (row.first_utm_source && isUtmValue(row.first_utm_source)) return row.first_utm_source;
  return row.referrer_host || NO_SOURCE_LABEL;
}

export type Tally = { key: string; count: number };
export interface Conversions {
  filter: ConversionFilter;
  total: number;
  /** The Mondays (YYYY-MM-DD) of the Swiss weeks of the range. */
  weeks: string[];
  /** Leads per week, one series per source (most frequent first, then « autres sources »). */
  perWeek: { source: string; counts: number[] }[];
  /** Most frequent first; the key is '' for a lead without product or page. */
  byProduct: Tally[];
  byPage: Tally[];
  /** Each count is of the leads that reached at least that stage (by their current status). */
  funnel: { received: number; contacted: number; quoted: number; won: number; lost: number; winRate: number | null };
  delays: { week: string; count: number; medianMs: number | null; p90Ms: number | null }[];
  clicks: { page: string; tel: number; mailto: number }[];
  /** Every source seen in the range, for the filter's choices. */
  sources: string[];
}

const weekOf = (instant: string) => zurichDay(zurichWeekStart(new Date(instant)));

function tally(values: string[]): Tally[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export async function conversions(database: OpenDatabase, filter: ConversionFilter): Promise<Conversions> {
  const rows = await withBackOffice(database.db)
    .selectFrom('leads as l')
    .leftJoin('lead_follow_ups as f', 'f.lead_id', 'l.id')
    .select(['l.created_at', 'l.first_contact_at', 'l.produit', 'l.form_page', 'l.first_utm_source', 'l.referrer_host'])
    .select('f.status')
    .where('l.is_spam', '=', 0)
    .where('l.created_at', '>=', zurichDayStart(filter.from).toISOString())
    .where('l.created_at', '<', zurichDayStart(filter.to, 1).toISOString())
    .$if(filter.produit !== '', (qb) => qb.where('l.produit', '=', filter.produit))
    .orderBy('l.id', 'desc')
    .limit(LEAD_SAMPLE)
    .execute();
  const all = rows.map((row) => ({
    createdAt: isoText(row.created_at),
    firstContactAt: row.first_contact_at === null ? null : isoText(row.first_contact_at),
    produit: row.produit ?? '',
    page: row.form_page ?? '',
    source: leadSource(row),
    status: isFollowUpStatus(row.status) ? row.status : ('nouveau' as const),
  }));
  const leads = filter.source ? all.filter((lead) => lead.source === filter.source) : all;

  const weeks: string[] = [];
  const lastWeek = weekOf(zurichDayStart(filter.to).toISOString());
  for (let week = weekOf(zurichDayStart(filter.from).toISOString()); week <= lastWeek;) {
    weeks.push(week);
    week = zurichDay(zurichDayStart(week, 7));
  }
  const weekIndex = new Map(weeks.map((week, index) => [week, index]));

  const bySource = tally(leads.map((lead) => lead.source));
  const shown = bySource.slice(0, STACKED_SOURCES).map((entry) => entry.key);
  const series = [...shown, ...(bySource.length > shown.length ? [OTHER_SOURCES] : [])];
  const perWeek = series.map((source) => ({ source, counts: weeks.map(() => 0) }));
  for (const lead of leads) {
    const row = perWeek[shown.includes(lead.source) ? shown.indexOf(lead.source) : shown.length];
    const index = weekIndex.get(weekOf(lead.createdAt));
    if (row && index !== undefined) row.counts[index] = (row.counts[index] ?? 0) + 1;
  }

  const reached = (stage: number) => leads.filter((lead) => STAGE[lead.status] >= stage).length;
  const won = leads.filter((lead) => lead.status === 'gagne').length;
  const lost = leads.filter((lead) => lead.status === 'perdu').length;

  const delays = weeks.map((week) => {
    const sorted = leads
      .filter((lead) => lead.firstContactAt !== null && weekOf(lead.createdAt) === week)
      .map((lead) => Date.parse(lead.firstContactAt ?? '') - Date.parse(lead.createdAt))
      .sort((a, b) => a - b);
    return { week, count: sorted.length, medianMs: percentile(sorted, 0.5), p90Ms: percentile(sorted, 0.9) };
  });

  const pages = new Map<string, { page: string; tel: number; mailto: number }>();
  for (const click of await clickCounts(database, { from: filter.from, to: filter.to })) {
    const entry = pages.get(click.page) ?? { page: click.page, tel: 0, mailto: 0 };
    entry[click.event] += click.count;
    pages.set(click.page, entry);
  }

  return {
    filter,
    total: leads.length,
    weeks,
    perWeek,
    byProduct: tally(leads.map((lead) => lead.produit)),
    byPage: tally(leads.map((lead) => lead.page)),
    funnel: {
      received: leads.length,
      contacted: reached(1),
      quoted: reached(2),
      won,
      lost,
      winRate: won + lost === 0 ? null : won / (won + lost),
    },
    delays,
    clicks: [...pages.values()].sort((a, b) => b.tel + b.mailto - (a.tel + a.mailto) || a.page.localeCompare(b.page)),
    sources: [...new Set(all.map((lead) => lead.source))].sort((a, b) => a.localeCompare(b, 'fr')),
  };
}
