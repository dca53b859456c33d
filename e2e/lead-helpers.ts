import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { calendarPartsOf, readInvitation } from '../test/server/calendar';
import { backOffice, backOfficeInBackground } from './back-office-command';
import { fillField } from './typing';

/** A quote sent from the browser, then found where staff look: `npm run back-office`, the CSV, the company e-mail. */

let visitor = 0;
export const asNewVisitor = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(process.pid * 3 + (visitor += 1)) % 250}` });

/** The id of the lead whose message holds `marker`. */
/** A cell of the lead holding `marker` in `npm run back-office -- export --csv`, by column name (`;`, quoted cells). */
export function csvCellsOf(marker: string): { header: string[]; cell: (name: string) => string | undefined } {
  const csv = backOffice('export', '--csv')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
  const header = cells(csv[0]!);
  const row = cells(csv.find((line) => line.includes(marker))!);
  return { header, cell: (name) => row[header.indexOf(name)] };
}

export function leadId(marker: string): number {
  const list = JSON.parse(backOffice('list', '--json', '--limit', '500')) as { id: number; message: string }[];
  const found = list.find((lead) => lead.message.includes(marker));
  if (!found) throw new Error(`aucune demande avec ${marker}`);
  return found.id;
}

export const form = (page: Page) => page.getByTestId('contact-form');

/** The spec's required fields, filled at once (autofill speed: the lead is stored, flagged « à vérifier »). */
export async function fillRequired(page: Page, marker: string) {
  const f = form(page);
  await fillField(f.getByLabel(/^Nom/), 'Projet');
  await fillField(f.getByLabel(/^Prénom/), 'Léa');
  await fillField(f.getByLabel(/^E-mail/), 'lea.projet@example.ch');
  await fillField(f.getByLabel(/^Téléphone/), '+41 79 111 22 33');
  await fillField(f.getByLabel(/^Sujet/), 'Pergola');
  await fillField(f.getByLabel(/^Message/), `Bonjour ${marker}`);
}

export async function send(page: Page) {
  await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' })).toBeVisible();
}

/** Who asks for a quote: the form's contact fields. */
export interface Requester {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
}

/** Who sends the back-office specs' quote requests. */
export const DOMINIQUE: Requester = {
  nom: 'Testeur',
  prenom: 'Dominique',
  email: 'dominique.testeur@example.ch',
  telephone: '+41 79 765 43 21',
};

/** The plan a visitor attaches: a PDF the server's type check accepts. */
export const planPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** Fills the form's contact fields with `who`'s, then its subject and message. */
export async function fillRequester(contactForm: Locator, who: Requester, subject: string, message: string) {
  await contactForm.getByLabel(/^Nom/).fill(who.nom);
  await contactForm.getByLabel(/^Prénom/).fill(who.prenom);
  await contactForm.getByLabel(/^E-mail/).fill(who.email);
  await contactForm.getByLabel(/^Téléphone/).fill(who.telephone);
  await contactForm.getByLabel(/^Sujet/).fill(subject);
  await contactForm.getByLabel(/^Message/).fill(message);
}

/**
 * A quote request sent from /contact at a person's pace: `fill` fills the form, and the click waits until 3.3 s
 * after the page loaded (a form sent faster is autofill's, stored « à vérifier »). `toastTimeout`: for a slow answer.
 */
export async function sendAtPersonPace(
  page: Page,
  fill: (contactForm: Locator) => Promise<void>,
  toastTimeout?: number,
) {
  await page.goto('/contact');
  const loadedAt = Date.now();
  await fill(form(page));
  const left = 3300 - (Date.now() - loadedAt);
  if (left > 0) await page.waitForTimeout(left);
  await form(page)
    .getByRole('button', { name: /Envoyer ma demande/ })
    .click();
  await expect(page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' })).toBeVisible({
    timeout: toastTimeout,
  });
}

/** Dominique's request with the plan, as a browser without JavaScript posts it (filled in 8 s): its number. */
export async function postQuote(visitor: APIRequestContext, origin: string, subject: string, message: string) {
  const quote = await visitor.post('/api/contact', {
    headers: { Origin: origin, Accept: 'application/json' },
    multipart: {
      ...DOMINIQUE,
      sujet: subject,
      message,
      fill_ms: '8000',
      file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: planPdf },
    },
  });
  expect(quote.status()).toBe(201);
  return ((await quote.json()) as { reference: number }).reference;
}

/**
 * Every e-mail a spec's SMTP server receives is kept here, named by its lead: specs run in parallel, and one
 * spec's `retry-outbox` may deliver another spec's pending e-mail to its own server.
 */
const mailbox = path.join(process.env.DATA_DIR ?? os.tmpdir(), 'e2e-mailbox');

/** An e-mail's text as read: quoted-printable soft breaks joined and bytes decoded. */
export function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
}

/**
 * Delivers the pending e-mails (`npm run back-office -- retry-outbox`) to an SMTP server started here, which
 * keeps in the mailbox the company e-mails (`<lead>.eml`, header X-Lead-Id), the staff replies
 * (`reply-<lead>.<reply>.eml`, header X-Lead-Reply-Id) and the appointments' e-mails (keepBookingMail).
 */
async function deliverPending() {
  mkdirSync(mailbox, { recursive: true });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const lead = /^X-Lead-Id: (\d+)\r?$/im.exec(raw)?.[1];
        if (lead) writeFileSync(path.join(mailbox, `${lead}.eml`), raw);
        const reply = /^X-Lead-Reply-Id: (\d+\.\d+)\r?$/im.exec(raw)?.[1];
        if (reply) writeFileSync(path.join(mailbox, `reply-${reply}.eml`), raw);
        keepBookingMail(raw);
        // Every e-mail also by recipient (appointments: the visitor's unique address), in the order received.
        for (const { address } of session.envelope.rcptTo) {
          writeFileSync(
            path.join(mailbox, `to-${address}-${Date.now()}-${Math.random().toString(36).slice(2)}.eml`),
            raw,
          );
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = smtp.server.address() as { port: number };
    await backOfficeInBackground(
      { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'devis@lumina.test' } },
      'retry-outbox',
    ).catch(() => {}); // exit code 2 when another spec's e-mail could not go: the caller checks its own
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

/** The company e-mail of lead `id`, decoded (quoted-printable), as an SMTP server receives it. */
export async function companyMail(id: number): Promise<string> {
  await deliverPending();
  const file = path.join(mailbox, `${id}.eml`);
  // Another spec's server may be receiving it right now.
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  return decoded(readFileSync(file, 'utf8'));
}

/** The staff replies to lead `id` an SMTP server received, raw, oldest first. */
export async function replyMails(id: number, count = 1): Promise<string[]> {
  await deliverPending();
  const files = () =>
    (existsSync(mailbox) ? readdirSync(mailbox) : []).filter((name) => name.startsWith(`reply-${id}.`));
  await expect.poll(() => files().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const replyId = (name: string) => Number(name.split('.')[1]);
  return files()
    .sort((a, b) => replyId(a) - replyId(b))
    .map((name) => readFileSync(path.join(mailbox, name), 'utf8'));
}

/**
 * An appointment's e-mail (headers X-Booking-Id and X-Booking-Event), kept as
 * `booking-<id>.<event>.<recipient>.eml`: the visitor's and the office's of each event.
 */
function keepBookingMail(raw: string) {
  const id = /^X-Booking-Id: (\d+)\r?$/im.exec(raw)?.[1];
  const event = /^X-Booking-Event: ([a-z-]+)\r?$/im.exec(raw)?.[1];
  const to = /^To: (?:.*<)?([^\s<>]+@[^\s<>]+?)>?\r?$/im.exec(raw)?.[1];
  if (id && event && to) writeFileSync(path.join(mailbox, `booking-${id}.${event}.${to}.eml`), raw);
}

/**
 * The e-mails of an appointment's `event` (reserve, annule …), raw, once `count` have arrived: found by the
 * appointment's manage key (the `cle` of its links), which starts the UID of its invitations.
 */
export async function bookingMails(manageKey: string, event = 'reserve', count = 2): Promise<string[]> {
  await deliverPending();
  const uidMark = `-${manageKey.slice(0, 12)}@`;
  const ours = () =>
    (existsSync(mailbox) ? readdirSync(mailbox) : [])
      .filter((name) => name.startsWith('booking-') && name.split('.')[1] === event)
      .map((name) => readFileSync(path.join(mailbox, name), 'utf8'))
      .filter((raw) => calendarPartsOf(raw).some((part) => readInvitation(part.ics).uid.includes(uidMark)));
  // Another spec's server may be receiving them right now.
  await expect.poll(() => ours().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return ours();
}

/** The e-mails an SMTP server received for `address` (a unique one per test), raw, oldest first. */
export async function mailsTo(address: string, count = 1): Promise<string[]> {
  await deliverPending();
  const prefix = `to-${address}-`;
  const files = () => (existsSync(mailbox) ? readdirSync(mailbox) : []).filter((name) => name.startsWith(prefix));
  await expect.poll(() => files().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const receivedAt = (name: string) => Number(name.slice(prefix.length).split('-')[0]);
  return files()
    .sort((a, b) => receivedAt(a) - receivedAt(b))
    .map((name) => readFileSync(path.join(mailbox, name), 'utf8'));
}
