import 'server-only';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { productNames } from '@/components/forms/product-lookup';
import { describeStorage, mailConfigured, readConfig, type LeadsConfig } from './config';
import { getRepository, type Lead, type LeadAttachment, type LeadRepository, type OutboxKind } from './repository';

/**
 * The outbox sender: e-mails each stored lead to the company (and, with MAIL_ACK=1,
 * an acknowledgement to the visitor).
 *
 * Delivery guarantees
 * - The outbox row is written in the lead's transaction, so a stored lead always
 *   has its e-mail queued, whatever happens to the process afterwards.
 * - A sender claims due rows atomically (attempts + 1 and next_attempt_at pushed by a
 *   5-minute lease, in one UPDATE ... RETURNING; PostgreSQL adds FOR UPDATE SKIP LOCKED),
 *   sends, then marks the row sent. Two senders (two processes, or the server and
 *   `npm run leads -- retry-outbox`) never take the same row.
 * - The only duplicate window: the process dies (or the database fails) after the SMTP
 *   server accepted the message and before the row is marked sent. The lease then
 *   expires and the e-mail is sent again. Both copies carry the same Message-ID
 *   (<lead-{id}-{kind}@domain>), which most mail systems use to drop the duplicate.
 * - Failures are retried with exponential backoff: 1 min × 2^(attempts − 1), capped at 6 h.
 *   A company e-mail is marked failed only after 40 attempts (about 9 days); an
 *   acknowledgement after 10 attempts or at once on a permanent (5xx) refusal.
 *   `npm run leads -- retry-outbox` puts pending and failed rows back in the queue.
 * - Pending rows survive restarts: instrumentation.ts starts the sender with the server.
 */

export const LEASE_MS = 5 * 60_000;
export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60_000;
const MAX_ATTEMPTS: Record<OutboxKind, number> = { company: 40, ack: 10 };
const BATCH = 10;

/** @param attempts attempts made so far (≥ 1) */
export function backoffMs(attempts: number) {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function domainOf(mailFrom: string) {
  const match = /@([A-Za-z0-9.-]+)/.exec(mailFrom);
  return match?.[1] ?? 'lumina-terrasses.ch';
}

function frenchDate(isoDate: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(
    new Date(isoDate),
  );
}

function humanSize(size: number) {
  return size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} Mo` : `${Math.max(1, Math.round(size / 1024))} Ko`;
}

function frenchDay(isoDate: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' }).format(new Date(isoDate));
}

/**
 * The acknowledgement goes to an address the visitor typed, which anyone can type: it must carry
 * nothing that visitor wrote (no name, no subject, no message), or the form relays spam to any
 * address (issue 12, finding 8). Only fixed French text, the date, and a subject from a fixed list:
 * the product picked on the site (its name from the navigation), or a generic one.
 */
function acknowledgement(lead: Lead, config: LeadsConfig): SendMailOptions {
  const product = lead.produit ? productNames[lead.produit] : undefined;
  const about = product ? `votre demande concernant ${product}` : 'votre demande de devis';
  return {
    from: config.mailFrom,
    to: lead.email,
    replyTo: config.mailTo[0],
    subject: `Lumina Terrasses\u00a0: ${about} est bien reçue`,
    text: [
      'Bonjour,',
      '',
      `Nous avons bien reçu votre demande le ${frenchDay(lead.createdAt)}. Un conseiller vous répondra dans les plus brefs délais.`,
      '',
      'Pour compléter votre demande, répondez simplement à cet e-mail.',
      '',
      'Si vous n’avez rien demandé, ignorez ce message : une autre personne a saisi votre adresse par erreur.',
      '',
      'Lumina Terrasses',
    ].join('\n'),
  };
}

/** The flag of a lead filled in faster than a person types (subject, back-office, staff command). */
export const REVIEW_FLAG = 'À vérifier';
const REVIEW_NOTE =
  'À vérifier : le formulaire a été rempli en moins de 3 secondes (remplissage automatique du navigateur, texte collé ou envoi automatisé).';

export function composeMail(
  kind: OutboxKind,
  lead: Lead,
  attachment: LeadAttachment | null,
  config: LeadsConfig,
): SendMailOptions & { messageId: string } {
  const messageId = `<lead-${lead.id}-${kind}@${domainOf(config.mailFrom)}>`;
  if (kind === 'ack') return { ...acknowledgement(lead, config), messageId };
  const lines = [
    `Nouvelle demande reçue sur le site, ${frenchDate(lead.createdAt)} (lead n° ${lead.id}).`,
    ...(lead.needsReview ? ['', REVIEW_NOTE] : []),
    '',
    `Nom : ${lead.nom}`,
    `Prénom : ${lead.prenom}`,
    `E-mail : ${lead.email}`,
    `Téléphone : ${lead.telephone}`,
    `Société : ${lead.societe ?? '—'}`,
    ...(lead.produit ? [`Produit : ${lead.produit}`] : []),
    `Sujet : ${lead.sujet}`,
    '',
    'Message :',
    lead.message,
    '',
    attachment
      ? `Pièce jointe : ${attachment.filename} (${attachment.mime}, ${humanSize(attachment.size)})`
      : 'Pièce jointe : aucune',
    '',
    `Répondre à ce message écrit directement à ${lead.email}.`,
  ];
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: `${oneLine(lead.prenom)} ${oneLine(lead.nom)}`, address: lead.email },
    subject: oneLine(
      `${lead.needsReview ? `[${REVIEW_FLAG}] ` : ''}Demande de devis – ${lead.sujet} – ${lead.prenom} ${lead.nom}`,
    ).slice(0, 250),
    messageId,
    headers: { 'X-Lead-Id': String(lead.id) },
    text: lines.join('\n'),
    attachments: attachment
      ? [{ filename: attachment.filename, content: attachment.bytes, contentType: attachment.mime }]
      : [],
  };
}

/* ------------------------------------------------------------------ */
/* Sending                                                             */
/* ------------------------------------------------------------------ */

const stateKey = Symbol.for('lumina-terrasses.outbox');
interface OutboxState {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
  warned: boolean;
  transports: Map<string, Transporter>;
}
const globalHolder = globalThis as unknown as Record<symbol, OutboxState | undefined>;
/** Shared by every bundle of the process (Next bundles routes and instrumentation apart). */
const state: OutboxState = (globalHolder[stateKey] ??= {
  running: null,
  again: false,
  timer: null,
  warned: false,
  transports: new Map(),
});

function transportFor(smtpUrl: string) {
  let transport = state.transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    state.transports.set(smtpUrl, transport);
  }
  return transport;
}

function isPermanent(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface OutboxPassResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: boolean;
}

/** Sends every due outbox row, batch after batch, until none is due. */
export async function processOutbox(
  options: { config?: LeadsConfig; now?: () => Date; repository?: LeadRepository } = {},
): Promise<OutboxPassResult> {
  const config = options.config ?? readConfig();
  const now = options.now ?? (() => new Date());
  const result = { sent: 0, retried: 0, failed: 0, skipped: false };
  if (!mailConfigured(config)) return { ...result, skipped: true };
  const repository = options.repository ?? (await getRepository(config));
  const transport = transportFor(config.smtpUrl);

  for (;;) {
    const rows = await repository.claimOutbox({ now: now(), leaseMs: LEASE_MS, limit: BATCH });
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const lead = await repository.getLead(row.leadId);
        if (!lead) throw Object.assign(new Error(`lead ${row.leadId} introuvable`), { responseCode: 550 });
        const attachment = row.kind === 'company' && lead.attachment ? await repository.getAttachment(lead.id) : null;
        await transport.sendMail(composeMail(row.kind, lead, attachment, config));
        await repository.markSent(row.id, now());
        result.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= MAX_ATTEMPTS[row.kind] || (row.kind === 'ack' && isPermanent(error));
        const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts));
        try {
          await repository.markRetry(row.id, { error: message, nextAttemptAt, failed });
        } catch (markError) {
          // The lease brings the row back anyway.
          console.error('[leads] outbox: état non enregistré pour la ligne', row.id, markError);
        }
        if (failed) result.failed += 1;
        else result.retried += 1;
        console.warn(
          `[leads] e-mail ${row.kind} du lead n° ${row.leadId} non envoyé (tentative ${row.attempts})\u00a0: ${message}` +
            (failed
              ? ' — abandonné, voir `npm run leads -- retry-outbox`'
              : ` — nouvel essai après ${nextAttemptAt.toISOString()}`),
        );
      }
    }
  }
  return result;
}

/**
 * Starts a send pass without waiting for it (the route calls this right after commit).
 * Overlapping calls in one process are merged into one more pass.
 * Settles when the queue has been drained (tests await it).
 */
export function kickOutbox(): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const config = readConfig();
  if (!mailConfigured(config)) return Promise.resolve();
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await processOutbox({ config });
      } while (state.again);
    } catch (error) {
      console.error('[leads] outbox: passe d’envoi interrompue', error);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/** Resolves when no send pass is running. */
export async function waitForOutboxIdle() {
  while (state.running) await state.running;
}

/**
 * Called once at server start (instrumentation.ts): sends what is pending, then polls.
 * Without SMTP it says so once: leads are still stored and stay queued.
 */
export function startOutboxWorker() {
  const config = readConfig();
  if (!state.warned) console.info(`[leads] demandes de devis enregistrées dans ${describeStorage(config)}`);
  if (!mailConfigured(config)) {
    if (!state.warned) {
      state.warned = true;
      console.warn(
        `[leads] SMTP_URL ou MAIL_TO non configuré\u00a0: les demandes sont enregistrées (${describeStorage(config)}) ` +
          'mais aucun e-mail n’est envoyé; elles restent en file jusqu’à la configuration du SMTP ' +
          '(puis redémarrage ou `npm run leads -- retry-outbox`).',
      );
    }
    return;
  }
  if (state.timer) return;
  void kickOutbox();
  state.timer = setInterval(() => void kickOutbox(), config.outboxPollMs);
  state.timer.unref();
}

/** Stops the poller and closes SMTP connections (tests, shutdown). */
export function stopOutboxWorker() {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  for (const transport of state.transports.values()) transport.close();
  state.transports.clear();
}
