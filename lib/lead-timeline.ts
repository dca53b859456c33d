import type { OfficeKey } from '@/content/office-hours';
import { bookingEventLine, type BookingEventFacts } from '../features/booking/labels';

/**
 * A lead's timeline: one dated list with authors, read from what is already stored, the lead
 * itself, the mail queue's rows, the audit log, the follow-up notes and the events of the appointments booked
 * from its link, never a second copy of them.
 * Pure (no database): the lead page hands it what it has read, the tests hand it fixtures.
 */

export type TimelineEvent = {
  at: string;
  /** Who did it: a staff member (by name), the visitor, or « le site » for what the site does alone. */
  who: string;
  /** A staff member's address, shown on hover beside the name. */
  whoAddress?: string;
  /** The sentence, in French, without raw keys. */
  text: string;
  /** A longer text under it (a note's body, a reply's subject), shown as typed. */
  detail?: string;
  tone: 'visitor' | 'staff' | 'mail' | 'alert';
};

export type TimelineInput = {
  lead: { createdAt: string; prenom: string; nom: string };
  mails: readonly {
    kind: string;
    status: 'pending' | 'sent' | 'failed';
    queuedAt: string;
    sentAt: string | null;
    attempts: number;
    lastError: string | null;
    replyId: number | null;
  }[];
  audit: readonly { at: string; actor: string; action: string; details: Record<string, unknown> | null }[];
  notes: readonly { createdAt: string; author: string; body: string }[];
  replies: readonly { id: number; subject: string; authorName: string }[];
  /** The mail kinds' and audit actions' French names (components/equipe/lead-labels.ts). */
  mailLabel: (kind: string) => string;
  auditSentence: (entry: { action: string; details: Record<string, unknown> | null }) => string;
  /** Staff e-mail → display name; an address missing from it (a removed account) is shown as the address. */
  names?: ReadonlyMap<string, string>;
  /** The lead's appointments, each with its events (booked, confirmed, moved, cancelled, reminded). */
  bookings?: readonly {
    office: OfficeKey;
    kind: 'visite' | 'appel';
    name: string;
    events: readonly (BookingEventFacts & { createdAt: string })[];
  }[];
};

const SITE = 'le site';

/** Newest first, as a journal reads; equal times keep the order things happen in (received, then e-mailed). */
export function leadTimeline(input: TimelineInput): TimelineEvent[] {
  const events: (TimelineEvent & { order: number })[] = [];
  const push = (event: TimelineEvent) => events.push({ ...event, order: events.length });
  const { lead } = input;
  const staff = (email: string) => {
    const name = input.names?.get(email);
    return name ? { who: name, whoAddress: email } : { who: email };
  };
  push({
    at: lead.createdAt,
    who: `${lead.prenom} ${lead.nom}`.trim(),
    text: 'Demande reçue par le site',
    tone: 'visitor',
  });
  const replyOf = new Map(input.replies.map((reply) => [reply.id, reply]));
  for (const mail of input.mails) {
    const reply = mail.replyId === null ? undefined : replyOf.get(mail.replyId);
    const label = input.mailLabel(mail.kind);
    const detail = reply ? `« ${reply.subject} », par ${reply.authorName}` : undefined;
    if (mail.status === 'sent' && mail.sentAt) {
      push({ at: mail.sentAt, who: SITE, text: `${label} : envoyé`, detail, tone: 'mail' });
    } else if (mail.status === 'failed') {
      push({
        at: mail.queuedAt,
        who: SITE,
        text: `${label} : échec après ${mail.attempts} tentative(s)`,
        detail: mail.lastError ?? detail,
        tone: 'alert',
      });
    } else {
      push({ at: mail.queuedAt, who: SITE, text: `${label} : en attente d’envoi`, detail, tone: 'mail' });
    }
  }
  for (const entry of input.audit) {
    // A note's text comes from the notes themselves, which hold it.
    if (entry.action === 'lead.note') continue;
    push({
      at: entry.at,
      ...(entry.actor === 'commande' ? { who: 'commande du serveur' } : staff(entry.actor)),
      text: input.auditSentence(entry),
      tone: 'staff',
    });
  }
  for (const note of input.notes) {
    if (!note.body) continue; // a status set without a note: the audit entry says it
    push({ at: note.createdAt, ...staff(note.author), text: 'Note ajoutée', detail: note.body, tone: 'staff' });
  }
  for (const booking of input.bookings ?? []) {
    for (const event of booking.events) {
      const line = bookingEventLine(event, booking);
      const tone = event.type === 'rappel' ? 'mail' : event.byStaff ? 'staff' : 'visitor';
      push({ at: event.createdAt, who: line.who, text: line.text, tone });
    }
  }
  events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.order - a.order);
  return events.map((event) => ({
    at: event.at,
    who: event.who,
    whoAddress: event.whoAddress,
    text: event.text,
    detail: event.detail,
    tone: event.tone,
  }));
}
