import 'server-only';
import { officeHours } from '@/content/office-hours';
import { phoneText } from '@/content/site';
import { dueInWords } from '@/lib/due-words';
import { productNames } from '@/lib/product-lookup';
import { projectLines } from '@/lib/project-details';
import { bookingPageUrl, bookingSecret, leadBookingToken } from '@/features/quote/booking-link';
import type { SiteConfig } from '@/lib/server/config';
import type { OpenDatabase } from '@/lib/server/db/database';
import { officeOfCountry } from '../due';
import { getLead, type Lead } from '../leads';
import { leadMessageId } from './compose-lead';
import { greeting } from '@/lib/server/mail/greeting';
import type { OutboxRow } from '@/lib/server/mail/queue-store';
import { GoneError, type ComposeContext, type Message } from '@/lib/server/mail/transport';

/**
 * The visitor's acknowledgement: the reference, what they chose, when they will be called, the
 * office's phone, and the booking page with a link tied to the request, which pre-fills it. It goes to an
 * address anyone can type, so it must not relay what a stranger wrote: no subject, message or company, and a
 * first name only when it cannot carry a link or a number.
 * Which leads get one (not spam, not « à vérifier », one per address and hour) is decided when it is queued
 * (features/quote/server/ack-rule.ts).
 */

const NBSP = '\u00a0';
/** « Pergola bioclimatique, 4 × 3 m (12 m²) »: the product and sizes picked on the site, or null. */
function choice(lead: Lead): string | null {
  const product = lead.produit ? productNames[lead.produit] : undefined;
  const parts = projectLines(lead.project, product ?? null).flatMap(([label, value]) => {
    if (label === 'Produit' || label === 'Dimensions') return [value];
    if (label === 'Largeur' || label === 'Profondeur') return [`${label.toLowerCase()} ${value}`];
    return [];
  });
  return parts.length > 0 ? parts.join(', ') : null;
}

/** « Un conseiller vous appelle d’ici demain 11 h. », in the office's time; a due time passed or unknown promises the usual delay. */
function nextStep(lead: Lead, now: Date): string {
  const who = lead.project.contactPrefere === 'email' ? 'Un conseiller vous écrit' : 'Un conseiller vous appelle';
  const due = lead.dueAt === null ? null : new Date(lead.dueAt);
  if (due === null || due <= now) return `${who} sous 48${NBSP}h les jours ouvrables.`;
  return `${who} ${dueInWords(due, now, officeOfCountry(lead.project.pays))}.`;
}

export function acknowledgement(lead: Lead, config: SiteConfig, store: string, now: Date): Message {
  const reference = `n°${NBSP}${lead.id}`;
  const { office } = officeHours[officeOfCountry(lead.project.pays)];
  const chosen = choice(lead);
  const day = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' }).format(
    new Date(lead.createdAt),
  );
  return {
    from: config.mailFrom,
    to: lead.email,
    replyTo: config.mailTo[0],
    subject: `Lumina Terrasses${NBSP}: votre demande ${reference} est bien reçue`,
    messageId: leadMessageId(lead.id, 'ack', config, store),
    text: [
      greeting(lead.prenom),
      '',
      `Nous avons bien reçu votre demande du ${day}. Sa référence${NBSP}: ${reference}.`,
      ...(chosen ? ['', `Votre choix${NBSP}: ${chosen}.`] : []),
      '',
      nextStep(lead, now),
      '',
      `Vous préférez choisir le moment${NBSP}? Réserver une visite gratuite sur place ou un appel${NBSP}:`,
      bookingPageUrl(leadBookingToken(bookingSecret(config), lead.id, now)),
      '',
      `Une question d’ici là${NBSP}? Notre bureau de ${office.label} répond au ${phoneText(office.phone)}.`,
      `Pour compléter votre demande, répondez à cet e-mail en rappelant la référence ${reference}.`,
      '',
      `Si vous n’avez rien demandé, ignorez ce message${NBSP}: une autre personne a saisi votre adresse par erreur.`,
      '',
      'Lumina Terrasses',
    ].join('\n'),
  };
}

/** The message of a claimed acknowledgement row, from the stored lead; null (dropped) for spam or « à vérifier ». */
export async function composeAck(
  storage: OpenDatabase,
  row: OutboxRow,
  context: ComposeContext,
): Promise<Message | null> {
  const lead = row.leadId === null ? null : await getLead(storage, row.leadId);
  if (!lead) throw new GoneError(`lead ${row.leadId} introuvable`);
  // Never queued for them; a row queued before staff flagged the lead is dropped.
  if (lead.isSpam || lead.needsReview) return null;
  return acknowledgement(lead, context.config, context.store, context.now);
}
