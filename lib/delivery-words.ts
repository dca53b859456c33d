import { frenchClock } from './french-dates';
import { frenchDateTime } from './zurich-time';
import { wallClock } from './zoned-time';

/**
 * An e-mail's state as staff read it: « Envoyé à 14 h 02 », « En cours d’envoi », « Nouvel essai à
 * 14 h 20 » only after a real failure, « Échec : … » with the reason. A row just claimed by the sender has one
 * attempt counted and no error: it is being sent, not failing.
 */
export type Delivery = {
  status: 'pending' | 'sent' | 'failed';
  sentAt: string | null;
  /** Unknown to some screens (an appointment's history): the retry is then announced without its time. */
  nextAttemptAt?: string;
  lastError: string | null;
};

export type DeliveryWords = { text: string; tone: 'done' | 'waiting' | 'problem' };

/** « à 14 h 02 » today (Swiss time), « le 03.12.2026 14:02 » another day. */
function when(iso: string, now: Date): string {
  const clock = wallClock(new Date(iso), 'Europe/Zurich');
  if (clock.day !== wallClock(now, 'Europe/Zurich').day) return `le ${frenchDateTime(iso)}`;
  return `à ${frenchClock(clock.minutes)}`;
}

export function deliveryInWords(mail: Delivery, now: Date): DeliveryWords {
  if (mail.status === 'sent')
    return { text: mail.sentAt ? `Envoyé ${when(mail.sentAt, now)}` : 'Envoyé', tone: 'done' };
  if (mail.status === 'failed') return { text: `Échec\u00a0: ${mail.lastError ?? 'raison inconnue'}`, tone: 'problem' };
  if (!mail.lastError) return { text: 'En cours d’envoi', tone: 'waiting' };
  return {
    text: `Nouvel essai${mail.nextAttemptAt ? ` ${when(mail.nextAttemptAt, now)}` : ' prévu'} (dernière erreur\u00a0: ${mail.lastError})`,
    tone: 'problem',
  };
}
