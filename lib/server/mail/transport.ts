import 'server-only';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Selectable } from 'kysely';
import type { SiteConfig } from '../config';
import type { OpenDatabase } from '../db/database';
import type { Database } from '../db/tables';
import type { OutboxRow } from './queue-store';

/**
 * The SMTP side of the mail queue: one nodemailer transport per SMTP_URL, shared by every bundle of
 * the process (Next bundles routes and instrumentation apart), and what the composers (compose-*.ts)
 * share.
 */

/** A composed e-mail: nodemailer's options with the Message-ID every attempt of it carries. */
export type Message = SendMailOptions & { messageId: string };

/** What a composer gets besides the storage and the row (kinds.ts). */
export interface ComposeContext {
  config: SiteConfig;
  /** The database's random id (meta store_id), part of the lead e-mails' Message-IDs. */
  store: string;
  now: Date;
}

/** A kind's composer (kinds.ts): its e-mail read from the database now, or null when it no longer has a purpose. */
export type Composer = (storage: OpenDatabase, row: OutboxRow, context: ComposeContext) => Promise<Message | null>;

/** The tables an outbox row points into by id (comment_id, subscriber_id, staff_link_id). */
type SubjectTable = 'comments' | 'newsletter_subscribers' | 'staff_link_mails';

/** The row an outbox row is about, or undefined when it is gone (a missing id finds nothing). */
export function subjectOf<T extends SubjectTable>(
  storage: OpenDatabase,
  table: T,
  id: number | null,
): Promise<Selectable<Database[T]> | undefined> {
  return storage.db
    .selectFrom(table as SubjectTable)
    .selectAll()
    .where('id', '=', id ?? -1)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

const stateKey = Symbol.for('lumina-terrasses.mail-transports');
const holder = globalThis as unknown as Record<symbol, Map<string, Transporter> | undefined>;
const transports: Map<string, Transporter> = (holder[stateKey] ??= new Map());

export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes the SMTP connections (tests, shutdown, the end of a command). */
export function closeTransports() {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/** A refusal for good (5xx), as opposed to « try again later » (4xx) or no answer. */
export function isPermanent(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What the e-mail was about is gone (deleted in between): a permanent refusal, in SMTP's terms. */
export class GoneError extends Error {
  readonly responseCode = 550;
}

/** One line of a header or a labelled value: no line breaks a visitor could slip in. */
export const oneLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

export function domainOf(mailFrom: string) {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'lumina-terrasses.ch';
}

/** The address part of an address with a display name (« Site <no-reply@…> » → « no-reply@… »). */
export function addressOf(mailbox: string) {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}
