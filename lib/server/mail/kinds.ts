import 'server-only';
import type { Transporter } from 'nodemailer';
import type { OpenDatabase } from '../db/database';
import type { MailKind } from '../db/tables';
import type { OutboxRow } from './queue-store';
import { WebhookError } from './webhook-error';
import { isPermanent, type ComposeContext, type Composer } from './transport';

/**
 * What the one sender (sender.ts) needs to know of each kind of e-mail, registered by the process at its
 * start (lib/server/site-mail.ts): the queue itself imports no composer, so a route that queues an e-mail
 * does not load every other feature's. Adding a kind:
 * 1. a migration inserts it into `mail_kinds` (and adds the column of what it is about, if new,
 *    with ON DELETE CASCADE);
 * 2. db/tables.ts: MAIL_TARGETS names that column (queueMail then takes `{ kind, <target>Id }`);
 * 3. a composer (compose-*.ts) and its entry in site-mail.ts (TypeScript refuses a kind without one); a kind
 *    delivered by HTTP instead (the CRM hook) has `transport: 'webhook'` and a `deliver`;
 * 4. queue it with queueMail() in the transaction that stores what it is about, then nudgeMailQueue() (nudge.ts).
 * The queue gives it the rest: claim, lease, retries, graceful stop, alerts, retry-outbox, erasure.
 *
 * The alerts to ALERT_TO are not a kind: delivery-alert.ts sends them directly, see there why.
 */

interface KindSpec {
  /** Attempts before the row is given up (failed; `npm run back-office -- retry-outbox` queues it again). */
  maxAttempts: number;
  /** Given up at a permanent refusal (SMTP 5xx; HTTP 4xx but 408 and 429): an address a visitor typed, not staff's own. */
  giveUpOnRefusal: boolean;
  /** Given up at a refusal once this many attempts are made (default 1): a hook being set up refuses a while. */
  giveUpOnRefusalAfter?: number;
  /** The row in the server log and the alerts, e.g. « e-mail à l’entreprise (demande n° 4) ». */
  describe: (row: OutboxRow) => string;
}

/** Sent through SMTP_URL. */
export interface MailKindSpec extends KindSpec {
  transport: 'smtp';
  /**
   * The message, read when it is sent (what it is about may have changed); null when it has no
   * purpose any more: the row is then deleted. Throws GoneError when what it is about is gone.
   */
  compose: Composer;
}

/**
 * Delivered by an HTTP POST (the CRM hook). Its own lane of the sender (sender.ts), so a slow target
 * never holds up an e-mail; resolves once delivered, throws to retry.
 */
export interface WebhookKindSpec extends KindSpec {
  transport: 'webhook';
  deliver: (storage: OpenDatabase, row: OutboxRow, context: ComposeContext) => Promise<void>;
}

export type QueueKindSpec = MailKindSpec | WebhookKindSpec;
export type QueueTransport = QueueKindSpec['transport'];

/** A pass of work before each send pass (the reminders falling due), with its name for the log. */
export type Sweep = (storage: OpenDatabase, now: Date) => Promise<unknown>;

type Registry = { kinds: Partial<Record<MailKind, QueueKindSpec>>; sweeps: Map<string, Sweep> };
// On globalThis: Next bundles the route handlers and instrumentation.ts apart, and both send.
const holder = globalThis as unknown as { __luminaMailRegistry?: Registry };
const registry = (): Registry => (holder.__luminaMailRegistry ??= { kinds: {}, sweeps: new Map() });

/** Registers kinds; a kind registered again takes the new spec. */
export function registerQueueKinds(kinds: Partial<Record<MailKind, QueueKindSpec>>) {
  Object.assign(registry().kinds, kinds);
}

/** Registers a sweep under `name` (« rappels des demandes en retard »), run before every send pass. */
export function registerSweep(name: string, sweep: Sweep) {
  registry().sweeps.set(name, sweep);
}

export const registeredSweeps = () => [...registry().sweeps];

/** The spec of a registered kind; undefined for one no module registered (its rows wait, unclaimed). */
export const kindSpec = (kind: MailKind): QueueKindSpec | undefined => registry().kinds[kind];

/** The registered kinds a lane of the sender takes. */
export const kindsOf = (transport: QueueTransport) =>
  (Object.entries(registry().kinds) as [MailKind, QueueKindSpec][])
    .filter(([, spec]) => spec.transport === transport)
    .map(([kind]) => kind);

/** Sends a claimed row; false when it has no purpose any more (its row is then deleted). */
export async function deliverRow(
  spec: QueueKindSpec,
  storage: OpenDatabase,
  row: OutboxRow,
  context: ComposeContext,
  transport: Transporter | null,
): Promise<boolean> {
  if (spec.transport === 'webhook') {
    await spec.deliver(storage, row, context);
    return true;
  }
  const message = await spec.compose(storage, row, context);
  if (message === null) return false;
  if (!transport) throw new Error('SMTP_URL non configuré');
  await transport.sendMail(message);
  return true;
}

/** A refusal the same request will get again: SMTP 5xx, HTTP 4xx but 408 and 429. */
export const isRefusal = (error: unknown) => isPermanent(error) || (error instanceof WebhookError && error.refused);
