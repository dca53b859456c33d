import { isOfficeKey, officeHours } from '@/content/office-hours';
import { weekdayName } from '@/lib/french-dates';
import { BOOKING_KIND_LABELS, bookingWhen } from '@/features/booking/labels';
import { dayInWords } from '@/lib/french-dates';
import { COMMENT_STATUS_LABELS } from '@/features/comments/labels';
import { ERASURE_LABELS } from '@/features/personal-data/erasure-labels';
import { AUDIT_ACTION_LABELS } from './lead-labels';
import type { CommentStatus } from '@/lib/server/db/tables';
import { FOLLOW_UP_LABELS, type FollowUpStatus } from '@/features/quote/follow-up';
import type { ErasureSummary } from '@/features/personal-data/erasure-summary';

/**
 * One journal entry as a French sentence. Only the details each action is known to record are read,
 * by name and type: whatever else a row holds (a raw key, a browser's user-agent) never reaches the page.
 */

export interface AuditSentenceEntry {
  action: string;
  details: Record<string, unknown> | null;
}

/** Staff e-mail → display name, so that « Responsable » reads as a person. */
export type StaffNames = ReadonlyMap<string, string>;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const isFollowUp = (value: unknown): value is FollowUpStatus =>
  typeof value === 'string' && Object.hasOwn(FOLLOW_UP_LABELS, value);
const isCommentStatus = (value: unknown): value is CommentStatus =>
  typeof value === 'string' && Object.hasOwn(COMMENT_STATUS_LABELS, value);

/** An owner is an e-mail address or nobody (null); anything else was not written by the site. */
function person(value: unknown, names: StaffNames) {
  if (value === null || value === undefined) return 'personne';
  const email = text(value);
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return 'inconnu';
  return names.get(email) ?? email;
}

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value));
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isClock = (value: unknown): value is string => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value);
const whole = (value: unknown): value is number => Number.isInteger(value);

/** « Chêne-Bourg, visite gratuite sur place, lundi 09:00–12:00 » of a period's details; null when they are not ours. */
function periodWords({ office, kind, jour, debut, fin }: Record<string, unknown>) {
  if (!isOfficeKey(office) || typeof kind !== 'string' || !Object.hasOwn(BOOKING_KIND_LABELS, kind)) return null;
  if (!whole(jour) || !isClock(debut) || !isClock(fin)) return null;
  const kindLabel = BOOKING_KIND_LABELS[kind as keyof typeof BOOKING_KIND_LABELS].toLowerCase();
  return `${officeHours[office].office.city}, ${kindLabel}, ${weekdayName(jour)} ${debut}–${fin}`;
}

/** « Chêne-Bourg, lundi 5 janvier 2027 (« Formation ») » of a closed day's details. */
function closureWords({ office, jour, libelle }: Record<string, unknown>) {
  if (!isOfficeKey(office) || !isDay(jour)) return null;
  const label = typeof libelle === 'string' && libelle ? ` («\u00a0${libelle}\u00a0»)` : '';
  return `${officeHours[office].office.city}, ${dayInWords(jour)}${label}`;
}

const plural = (count: number, one: string, many: string) => `${count}\u00a0${count === 1 ? one : many}`;

/** The sentence of each action whose details say more than its label; the others read as their label. */
const SENTENCES: Record<string, (details: Record<string, unknown>, names: StaffNames) => string | null> = {
  'lead.status': ({ from, to }) =>
    isFollowUp(from) && isFollowUp(to)
      ? `Statut\u00a0: ${lower(FOLLOW_UP_LABELS[from])} → ${lower(FOLLOW_UP_LABELS[to])}`
      : null,
  'lead.assign': ({ from, to }, names) => `Responsable\u00a0: ${person(from, names)} → ${person(to, names)}`,
  'comment.moderate': ({ status }) =>
    isCommentStatus(status) ? `Commentaire modéré\u00a0: ${lower(COMMENT_STATUS_LABELS[status])}` : null,
  'comment.reply': ({ approvedComment, notify }) =>
    [
      AUDIT_ACTION_LABELS['comment.reply'],
      approvedComment === true ? ' (commentaire approuvé du même coup)' : '',
      notify === true ? ', commentateur prévenu par e-mail' : '',
    ].join(''),
  'leads.export': ({ filtres }) =>
    Array.isArray(filtres) && filtres.length > 0
      ? `Export CSV des demandes, avec ${plural(filtres.length, 'filtre', 'filtres')}`
      : 'Export CSV de toutes les demandes',
  'subscribers.export': ({ abonnes }) => (typeof abonnes === 'number' ? `Export CSV des abonnés (${abonnes})` : null),
  'personal-data.erase': (details) => {
    const counts = (Object.keys(ERASURE_LABELS) as (keyof ErasureSummary)[]).flatMap((key) => {
      const count = details[key];
      return typeof count === 'number' && count > 0 ? [`${count}\u00a0${ERASURE_LABELS[key]}`] : [];
    });
    return `${AUDIT_ACTION_LABELS['personal-data.erase']}\u00a0: ${counts.length > 0 ? counts.join(', ') : 'rien à effacer'}`;
  },
  'booking.move': ({ office, from, to }) =>
    isOfficeKey(office) && isInstant(from) && isInstant(to)
      ? `Rendez-vous déplacé\u00a0: ${bookingWhen(from, office)} → ${bookingWhen(to, office)}`
      : null,
  'bookings.export': ({ rendezVous }) => (whole(rendezVous) ? `Export CSV des rendez-vous (${rendezVous})` : null),
  'booking-hours.add': (details) => withWords('booking-hours.add', periodWords(details)),
  'booking-hours.edit': (details) => withWords('booking-hours.edit', periodWords(details)),
  'booking-hours.delete': (details) => withWords('booking-hours.delete', periodWords(details)),
  'booking-closure.add': (details) => withWords('booking-closure.add', closureWords(details)),
  'booking-closure.delete': (details) => withWords('booking-closure.delete', closureWords(details)),
  'booking-feed.renew': ({ revoked }) =>
    revoked === true ? 'Adresse d’agenda révoquée et remplacée par une nouvelle' : null,
};

/** The action's label, then what it was about. */
function withWords(action: string, words: string | null) {
  return words ? `${AUDIT_ACTION_LABELS[action]}\u00a0: ${words}` : null;
}

/** An action without a label (an older or newer version's) reads as a generic sentence, never as its key. */
export const UNKNOWN_ACTION = 'Action enregistrée';

export function auditSentence(entry: AuditSentenceEntry, names: StaffNames = new Map()): string {
  const label = Object.hasOwn(AUDIT_ACTION_LABELS, entry.action) ? AUDIT_ACTION_LABELS[entry.action] : undefined;
  const sentence = Object.hasOwn(SENTENCES, entry.action) ? SENTENCES[entry.action] : undefined;
  return (sentence && entry.details && sentence(entry.details, names)) || label || UNKNOWN_ACTION;
}
