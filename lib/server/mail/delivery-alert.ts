import 'server-only';
import type { Transporter } from 'nodemailer';
import type { SiteConfig } from '../config';
import {
  cancelIncident,
  closeIncident,
  deliveryHealth,
  oldestWaiting,
  openIncident,
  recordFailure,
} from './delivery-health';
import type { Storage } from '../db/storage';
import { kindSpec } from './kinds';
import type { OutboxRow } from './queue-store';

/**
 * ONE alert e-mail to ALERT_TO per incident, not one per failure: when an e-mail has
 * failed FAILURES_BEFORE_ALERT times, or when e-mails have waited STALL_MS with nothing delivered.
 * The incident is remembered in the database (meta `delivery.alert_sent_at`), so every process
 * and restart agrees; the next e-mail that goes out closes it. The alert goes through the same
 * SMTP server: when that server is down altogether the alert cannot leave either, and it is
 * tried again at the next failure or pass (the server log says so each time).
 *
 * Why an alert is sent directly and not queued like every other e-mail (kinds.ts): it reports that
 * the queue is not delivering. Queued, it would wait behind (and be retried with) the very e-mails
 * that fail, count among the e-mails waiting that it reports, and its own failures would feed the
 * incident it announces. Its « once per incident » comes from the meta row instead (openIncident
 * is one atomic INSERT, whichever process gets there first), and a send that fails cancels the
 * incident so the next failure or pass tries again; a crash between the SMTP server's acceptance
 * and the end of sendAlert() leaves the incident open (no second alert): at most once, never twice.
 */

export const FAILURES_BEFORE_ALERT = 3;
export const STALL_MS = 3600_000;

type Reason = { kind: 'failures'; row: OutboxRow } | { kind: 'stall'; since: string };

const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(
    new Date(iso),
  );

async function sendAlert(
  storage: Storage,
  config: SiteConfig,
  transport: Transporter | null,
  now: Date,
  reason: Reason,
) {
  // Without SMTP (only the CRM hook configured) there is no way to alert: the dashboard still shows it.
  if (config.alertTo.length === 0 || !transport) return;
  const { db } = storage;
  if (!(await openIncident(db, now))) return;
  try {
    const health = await deliveryHealth(storage, config);
    const why =
      reason.kind === 'failures'
        ? `${kindSpec(reason.row.kind)?.transport === 'webhook' ? 'Un envoi' : 'Un e-mail'} (${kindSpec(reason.row.kind)?.describe(reason.row) ?? reason.row.kind}) a échoué ${reason.row.attempts} fois.`
        : `Aucun e-mail n’a pu être envoyé depuis plus d’une heure : des e-mails attendent depuis le ${frenchDate(reason.since)}.`;
    await transport.sendMail({
      from: config.mailFrom,
      to: config.alertTo,
      subject: 'Lumina Terrasses\u00a0: les e-mails des demandes ne partent plus',
      text: [
        why,
        '',
        `État : ${health.waiting} en attente, ${health.failed} en échec.`,
        `Dernière erreur : ${health.lastError ?? '—'}`,
        `Dernier envoi réussi : ${health.lastSuccessAt ? frenchDate(health.lastSuccessAt) : 'aucun'}`,
        '',
        'Les demandes, commentaires et inscriptions sont enregistrés : rien n’est perdu, les e-mails partiront dès que l’envoi refonctionnera.',
        'Vérifiez le serveur d’envoi (SMTP_URL) et les adresses (MAIL_TO), puis consultez les demandes dans',
        'l’espace équipe ou avec `npm run back-office -- list` ; `npm run back-office -- retry-outbox` renvoie les e-mails en échec.',
        '',
        'Une seule alerte est envoyée par incident ; la suivante viendra après un envoi réussi.',
      ].join('\n'),
    });
    console.warn(`[e-mail] alerte envoyée à ${config.alertTo.join(', ')} : ${why}`);
  } catch (error) {
    await cancelIncident(db, now);
    console.error('[e-mail] alerte non envoyée (nouvel essai au prochain échec) :', error);
  }
}

/** After a failed attempt: keeps it for the dashboard, and alerts at the row's third failure. */
export async function afterFailure(
  storage: Storage,
  config: SiteConfig,
  transport: Transporter | null,
  row: OutboxRow,
  now: Date,
  error: string,
) {
  await recordFailure(storage.db, now, error);
  if (row.attempts === FAILURES_BEFORE_ALERT) {
    await sendAlert(storage, config, transport, now, { kind: 'failures', row });
  }
}

export const afterSuccess = (storage: Storage) => closeIncident(storage.db);

/** At the end of a pass: e-mails waiting for an hour while nothing was delivered in that hour. */
export async function checkStall(storage: Storage, config: SiteConfig, transport: Transporter, now: Date) {
  if (config.alertTo.length === 0) return;
  const since = await oldestWaiting(storage.db);
  if (!since || now.getTime() - Date.parse(since) < STALL_MS) return;
  const { lastSuccessAt } = await deliveryHealth(storage, config);
  if (lastSuccessAt && now.getTime() - Date.parse(lastSuccessAt) < STALL_MS) return;
  await sendAlert(storage, config, transport, now, { kind: 'stall', since });
}
