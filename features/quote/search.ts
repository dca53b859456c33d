import 'server-only';
import { sql, type Kysely } from 'kysely';
import { withBackOffice, type BackOfficeDatabase } from '@/lib/server/db/backoffice-tables';
import type { OpenDatabase } from '@/lib/server/db/database';
import { followUpStatuses, isFollowUpStatus, type FollowUpStatus } from './follow-up';
import { zurichDayStart } from '@/lib/zurich-time';
import { COUNTRIES, isOneOf, type Country } from '@/lib/project-details';
import { isUtmValue } from '@/lib/source-fields';
import { type Lead, leadQuery, toLead } from './leads';
import { first, isDay, type Params } from '@/lib/server/http/query-params';

/**
 * The back-office's list of leads: search (name, e-mail, phone, company, subject, text),
 * filters (follow-up status, product, dates in Swiss time, spam) and pagination. The same
 * filter feeds the CSV export, batch after batch, so memory stays bounded however many match.
 */

export const SPAM_FILTERS = ['sans', 'spam', 'tous'] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];
export const PAGE_SIZE = 25;

export interface LeadFilter {
  q: string;
  status: FollowUpStatus | '';
  produit: string;
  /** The country derived from the visitor's postcode. */
  pays: Country | '';
  /** utm_source and utm_campaign, matched on the first or the last touch. */
  source: string;
  campaign: string;
  /** A staff member's e-mail, or `personne` for the leads nobody has. */
  owner: string;
  /** Only the leads past their first-contact due time, still uncontacted. */
  overdue: boolean;
  /** YYYY-MM-DD, Swiss time, inclusive. */
  from: string;
  to: string;
  spam: SpamFilter;
  page: number;
}

/** Reads the filter from the page's query (unknown or malformed values fall back to « all »). */
export function parseLeadFilter(params: Params | URLSearchParams): LeadFilter {
  const record: Params = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const status = first(record, 'statut');
  const spam = first(record, 'spam');
  const page = Number(first(record, 'page'));
  const pays = first(record, 'pays');
  const source = first(record, 'source');
  const campaign = first(record, 'campagne');
  const owner = first(record, 'responsable').toLowerCase();
  return {
    q: first(record, 'q').slice(0, 200),
    status: isFollowUpStatus(status) ? status : '',
    produit: /^[a-z0-9-]{1,60}$/.test(first(record, 'produit')) ? first(record, 'produit') : '',
    pays: isOneOf(COUNTRIES, pays) ? pays : '',
    source: isUtmValue(source) ? source : '',
    campaign: isUtmValue(campaign) ? campaign : '',
    owner: owner === 'personne' || /^[^\s@]{1,100}@[^\s@]{1,150}$/.test(owner) ? owner : '',
    overdue: first(record, 'delai') === 'retard',
    from: isDay(first(record, 'du')) ? first(record, 'du') : '',
    to: isDay(first(record, 'au')) ? first(record, 'au') : '',
    spam: (SPAM_FILTERS as readonly string[]).includes(spam) ? (spam as SpamFilter) : 'sans',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a filter (defaults left out); `page` only when asked. */
export function filterQuery(filter: LeadFilter, overrides: Partial<LeadFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.status) params.set('statut', merged.status);
  if (merged.produit) params.set('produit', merged.produit);
  if (merged.pays) params.set('pays', merged.pays);
  if (merged.source) params.set('source', merged.source);
  if (merged.campaign) params.set('campagne', merged.campaign);
  if (merged.owner) params.set('responsable', merged.owner);
  if (merged.overdue) params.set('delai', 'retard');
  if (merged.from) params.set('du', merged.from);
  if (merged.to) params.set('au', merged.to);
  if (merged.spam !== 'sans') params.set('spam', merged.spam);
  if (merged.page > 1) params.set('page', String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** LIKE pattern for a substring, with the wildcards of the text itself escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Past their due time with no first contact, not spam: « en retard » in the list and on the dashboard. */
export const overdueAt = (now: Date) =>
  sql<boolean>`${sql.ref('l.due_at')} <= ${now.toISOString()} and ${sql.ref('l.first_contact_at')} is null and ${sql.ref('l.is_spam')} = ${0}`;

function matching(db: Kysely<BackOfficeDatabase>, filter: LeadFilter) {
  return db
    .selectFrom('leads as l')
    .leftJoin('lead_follow_ups as f', 'f.lead_id', 'l.id')
    .$if(filter.spam === 'sans', (qb) => qb.where('l.is_spam', '=', 0))
    .$if(filter.spam === 'spam', (qb) => qb.where('l.is_spam', '=', 1))
    .$if(filter.status === 'nouveau', (qb) =>
      qb.where((eb) => eb.or([eb('f.status', 'is', null), eb('f.status', '=', 'nouveau')])),
    )
    .$if(filter.status !== '' && filter.status !== 'nouveau', (qb) => qb.where('f.status', '=', filter.status))
    .$if(filter.produit !== '', (qb) => qb.where('l.produit', '=', filter.produit))
    .$if(filter.pays !== '', (qb) => qb.where('l.pays', '=', filter.pays))
    .$if(filter.source !== '', (qb) =>
      qb.where((eb) =>
        eb.or([eb('l.first_utm_source', '=', filter.source), eb('l.last_utm_source', '=', filter.source)]),
      ),
    )
    .$if(filter.campaign !== '', (qb) =>
      qb.where((eb) =>
        eb.or([eb('l.first_utm_campaign', '=', filter.campaign), eb('l.last_utm_campaign', '=', filter.campaign)]),
      ),
    )
    .$if(filter.owner === 'personne', (qb) => qb.where('l.owner', 'is', null))
    .$if(filter.owner !== '' && filter.owner !== 'personne', (qb) => qb.where('l.owner', '=', filter.owner))
    .$if(filter.overdue, (qb) => qb.where(overdueAt(new Date())))
    .$if(filter.from !== '', (qb) => qb.where('l.created_at', '>=', zurichDayStart(filter.from).toISOString()))
    .$if(filter.to !== '', (qb) => qb.where('l.created_at', '<', zurichDayStart(filter.to, 1).toISOString()))
    .$if(filter.q !== '', (qb) => {
      const pattern = containing(filter.q);
      const digits = filter.q.replace(/[\s.\-/()]/g, '');
      return qb.where((eb) =>
        eb.or([
          ...(['l.nom', 'l.prenom', 'l.email', 'l.societe', 'l.sujet', 'l.message'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
          sql<boolean>`lower(${sql.ref('l.prenom')} || ' ' || ${sql.ref('l.nom')}) like ${pattern} escape '\\'`,
          ...(digits.length >= 3
            ? [
                sql<boolean>`replace(replace(replace(${sql.ref('l.telephone')}, ' ', ''), '.', ''), '-', '') like ${containing(digits)} escape '\\'`,
              ]
            : []),
        ]),
      );
    });
}

async function leadsByIds(database: OpenDatabase, ids: number[]): Promise<Lead[]> {
  if (ids.length === 0) return [];
  const rows = await leadQuery(database.db).where('l.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toLead(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface LeadPage {
  leads: (Lead & { followUp: FollowUpStatus })[];
  total: number;
  pages: number;
}

export async function searchLeads(database: OpenDatabase, filter: LeadFilter): Promise<LeadPage> {
  const db = withBackOffice(database.db);
  const [idRows, count] = await Promise.all([
    matching(db, filter)
      .select('l.id')
      .orderBy('l.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE)
      .execute(),
    matching(db, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = idRows.map((row) => row.id);
  const [leads, statuses] = await Promise.all([leadsByIds(database, ids), followUpStatuses(database, ids)]);
  const total = Number(count.n);
  return {
    leads: leads.map((lead) => ({ ...lead, followUp: statuses.get(lead.id) ?? 'nouveau' })),
    total,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** Every lead of the filter, oldest first, `batch` at a time (the CSV export). */
export async function* leadsMatching(database: OpenDatabase, filter: LeadFilter, batch = 500) {
  const db = withBackOffice(database.db);
  let after = 0;
  for (;;) {
    const ids = (
      await matching(db, filter).select('l.id').where('l.id', '>', after).orderBy('l.id').limit(batch).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return;
    yield await leadsByIds(database, ids);
    after = ids[ids.length - 1] as number;
  }
}

/** The products named in stored leads (the filter's choices, besides the catalogue's). */
export async function storedProducts(database: OpenDatabase): Promise<string[]> {
  const rows = await database.db
    .selectFrom('leads')
    .select('produit')
    .distinct()
    .where('produit', 'is not', null)
    .orderBy('produit')
    .execute();
  return rows.flatMap((row) => (row.produit ? [row.produit] : []));
}

type TouchColumn = 'first_utm_source' | 'last_utm_source' | 'first_utm_campaign' | 'last_utm_campaign';

async function storedValues(database: OpenDatabase, columns: TouchColumn[]): Promise<string[]> {
  const values = new Set<string>();
  for (const column of columns) {
    const rows = await database.db
      .selectFrom('leads')
      .select((eb) => eb.ref(column).as('value'))
      .distinct()
      .where(column, 'is not', null)
      .execute();
    for (const { value } of rows) if (value) values.add(value);
  }
  return [...values].sort((a, b) => a.localeCompare(b, 'fr'));
}

/** The sources and campaigns of stored leads, first or last touch (the filter's choices). */
export async function storedSources(database: OpenDatabase): Promise<{ sources: string[]; campaigns: string[] }> {
  const [sources, campaigns] = await Promise.all([
    storedValues(database, ['first_utm_source', 'last_utm_source']),
    storedValues(database, ['first_utm_campaign', 'last_utm_campaign']),
  ]);
  return { sources, campaigns };
}
