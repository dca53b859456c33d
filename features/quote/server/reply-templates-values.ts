import 'server-only';
import type { OfficeKey } from '@/content/office-hours';
import { dayInWords } from '@/lib/french-dates';
import { officeClock } from '@/lib/office-clock';
import { frenchClock } from '@/lib/due-words';
import { getProduct } from '@/lib/catalogue';
import { sizeText } from '@/lib/project-details';
import { bookingPageUrl, bookingSecret, leadBookingToken } from '../booking-link';
import type { SiteConfig } from '@/lib/server/config';
import type { BookingKind, BookingStatus } from '@/lib/server/db/tables';
import { greeting } from '@/lib/server/mail/greeting';
import type { Lead } from '../leads';

/**
 * What a reply template's placeholders become for one lead: a text written for a person,
 * which says what the request already holds instead of asking for it again.
 */

const NBSP = '\u00a0';

/** What the placeholders are made of: the lead as stored, its next visit, its booking page. */
export interface ReplyFacts {
  id: number;
  prenom: string;
  nom: string;
  produit: string | null;
  /** Width and depth, in cm, when the visitor gave them. */
  sizes: { largeurCm: number; profondeurCm: number } | null;
  /** An image came with the request: the photos are there. */
  photo: boolean;
  /** The soonest visit still to come, not cancelled. */
  visit: { startsAt: string; office: OfficeKey; confirmed: boolean } | null;
  /** The booking page tied to the request (signed, as the acknowledgement's). */
  bookingUrl: string;
}

/** What a reply says of the lead's appointments (the booking's records, as the lead's page reads them). */
export type AppointmentFacts = { kind: BookingKind; status: BookingStatus; startsAt: string; office: OfficeKey };

export function replyFacts(
  lead: Lead,
  bookings: readonly AppointmentFacts[],
  { config, now }: { config: SiteConfig; now: Date },
): ReplyFacts {
  const { largeurCm, profondeurCm } = lead.project;
  const visit = bookings
    .filter((booking) => booking.kind === 'visite' && booking.status !== 'annule' && new Date(booking.startsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  return {
    id: lead.id,
    prenom: lead.prenom,
    nom: lead.nom,
    produit: lead.produit,
    sizes: largeurCm !== null && profondeurCm !== null ? { largeurCm, profondeurCm } : null,
    photo: lead.attachment?.mime.startsWith('image/') ?? false,
    visit: visit ? { startsAt: visit.startsAt, office: visit.office, confirmed: visit.status === 'confirme' } : null,
    bookingUrl: bookingPageUrl(leadBookingToken(bookingSecret(config), lead.id, now)),
  };
}

/** « votre pergola bioclimatique », as the product's file words it; « votre projet » without one (or for a category). */
export const productMention = (key: string | null) => (key && getProduct(key)?.mention) || 'votre projet';

const TO_PREPARE = 'Pour vous préparer une offre précise, pourriez-vous nous';
const PHOTOS = 'quelques photos de l’emplacement prévu (une vue d’ensemble, la façade et l’accès)';
const IN_METRES = '(largeur et profondeur en mètres)';
const ON_RECEIPT = 'Nous revenons vers vous dès réception.';

/** Asks for the photos and the sizes the request lacks, and only those; thanks for what it holds. */
export function photosAndSizes({ sizes, photo }: Pick<ReplyFacts, 'sizes' | 'photo'>): string {
  const given = sizes ? sizeText(sizes.largeurCm, sizes.profondeurCm) : null;
  if (given && photo)
    return `Nous avons bien reçu votre photo et les dimensions, ${given}${NBSP}: c’est ce qu’il nous faut pour préparer votre offre. Nous revenons vers vous très prochainement.`;
  if (given)
    return `Nous avons bien noté les dimensions, ${given}. ${TO_PREPARE} envoyer, en réponse à cet e-mail, ${PHOTOS}${NBSP}? ${ON_RECEIPT}`;
  if (photo)
    return `Nous avons bien reçu la photo jointe à votre demande. ${TO_PREPARE} indiquer, en réponse à cet e-mail, les dimensions approximatives de l’emplacement ${IN_METRES}${NBSP}? ${ON_RECEIPT}`;
  return `${TO_PREPARE} envoyer, en réponse à cet e-mail, ${PHOTOS} ainsi que ses dimensions approximatives ${IN_METRES}${NBSP}? ${ON_RECEIPT}`;
}

const ON_SITE =
  'l’un de nos techniciens prend les mesures sur place et étudie la pose avec vous. Comptez environ une heure.';

/** Confirms the visit already booked, or proposes one with the booking page. */
export function visitParagraph({ visit, bookingUrl }: Pick<ReplyFacts, 'visit' | 'bookingUrl'>): string {
  if (visit) {
    const { day, minutes } = officeClock(visit.startsAt, visit.office);
    const when = `${dayInWords(day)} à ${frenchClock(minutes)}`;
    return [
      `Votre visite gratuite du ${when} est ${visit.confirmed ? 'confirmée' : 'bien notée'}${NBSP}: ${ON_SITE}`,
      `Un empêchement${NBSP}? Le lien de l’e-mail de réservation permet de la déplacer ou de l’annuler.`,
    ].join('\n\n');
  }
  return [
    `Pour vous conseiller au mieux, nous vous proposons une visite gratuite et sans engagement${NBSP}: ${ON_SITE}`,
    `Choisissez le moment qui vous convient sur notre agenda en ligne${NBSP}:`,
    bookingUrl,
    '',
    `Vous pouvez aussi répondre simplement à cet e-mail ou nous appeler.`,
  ].join('\n');
}

/** Each placeholder's value for this lead (values as stored, shown as text). */
export function placeholderValues(facts: ReplyFacts) {
  return {
    '{salutation}': greeting(facts.prenom),
    '{prenom}': facts.prenom.trim(),
    '{nom}': facts.nom.trim(),
    '{produit}': productMention(facts.produit),
    '{reference}': String(facts.id),
    '{photos_dimensions}': photosAndSizes(facts),
    '{visite}': visitParagraph(facts),
    '{lien_rendez_vous}': facts.bookingUrl,
  };
}
