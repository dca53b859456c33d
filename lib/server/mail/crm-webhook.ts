import 'server-only';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { officeHours } from '@/content/office-hours';
import { KIND_LABELS } from '@/features/booking/words';
import { productNames } from '@/lib/product-lookup';
import { visitAddress, visitMapHref } from '@/features/booking/records';
import { toBooking, toEvent, type Booking, type BookingEvent } from '@/features/booking/records';
import type { OpenDatabase } from '../db/database';
import { getLead, type Lead } from '@/features/quote/leads';
import type { OutboxRow } from './queue-store';
import { GoneError, type ComposeContext } from './transport';
import { WebhookError } from './webhook-error';
import { bookingPhone, phoneForExport } from '@/lib/phone-number';

/**
 * The CRM hook (CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET): each new lead POSTed as JSON through the mail queue
 * (kind `crm-webhook`, kinds.ts), so it has the e-mails' claims, retries with backoff, graceful stop and
 * alerts. Signed like Stripe's hooks: HMAC-SHA256 of `<timestamp>.<body>` with the secret, so that a
 * receiver can tell the site's posts from forged ones and refuse an old one replayed. docs/operations.md (« CRM
 * hook ») documents the payload, the headers and how to check them.
 *
 * The secret goes into the HMAC only: never into the body, a header, a log line or the stored error.
 */

/** Long enough for a slow CRM, short enough that a stop (10 s) or the next pass is not held up for long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_HEADERS = {
  timestamp: 'X-Lumina-Timestamp',
  signature: 'X-Lumina-Signature',
  idempotency: 'Idempotency-Key',
} as const;

/** The lead as the hook posts it; receivers should ignore keys they do not know (more may come). */
export function crmPayload(lead: Lead, deliveryId: string) {
  return {
    event: 'lead.created' as const,
    id: lead.id,
    deliveryId,
    receivedAt: lead.createdAt,
    needsReview: lead.needsReview,
    contact: {
      nom: lead.nom,
      prenom: lead.prenom,
      email: lead.email,
      telephone: phoneForExport(lead.telephone, lead.project?.pays ?? null),
      societe: lead.societe,
    },
    request: {
      sujet: lead.sujet,
      message: lead.message,
      produit: lead.produit,
      produitNom: lead.produit ? (productNames[lead.produit] ?? null) : null,
    },
    project: lead.project,
    // What was attached, never its content: the CRM links back to the back-office for the file.
    attachment: lead.attachment
      ? { name: lead.attachment.filename, mime: lead.attachment.mime, size: lead.attachment.size }
      : null,
  };
}

/**
 * A booking tied to a lead (kind `crm-booking`, queued with it: features/booking/server/store.ts), as the hook posts it: the
 * appointment, the visitor's contact as given when booking, where (a visit's address) or the number (a call), and
 * the lead's id, which the CRM already holds from `lead.created`.
 */
export function crmBookingPayload(booking: Booking, event: BookingEvent, deliveryId: string) {
  const office = officeHours[booking.office].office;
  const address = visitAddress(booking);
  const phone = bookingPhone(booking, office.countryCode).e164 ?? booking.phone;
  return {
    event: 'booking.created' as const,
    id: booking.id,
    deliveryId,
    leadId: booking.leadId,
    bookedAt: event.createdAt,
    booking: {
      type: booking.kind,
      typeNom: KIND_LABELS[booking.kind],
      debut: event.startsAt,
      fin: new Date(
        Date.parse(event.startsAt) + Date.parse(booking.endsAt) - Date.parse(booking.startsAt),
      ).toISOString(),
      bureau: booking.office,
      bureauNom: office.label,
      statut: booking.status,
    },
    contact: { nom: booking.name, email: booking.email, telephone: phone },
    lieu:
      booking.kind === 'visite'
        ? {
            rue: booking.street,
            codePostal: booking.postcode,
            localite: booking.town,
            adresse: address,
            plan: visitMapHref(booking),
          }
        : null,
    appel: booking.kind === 'appel' ? { telephone: phone } : null,
    message: booking.message,
  };
}

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function crmSignature(secret: string, timestamp: number, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A 2xx within the timeout, or throws WebhookError; its message names neither the URL nor the secret. */
function post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<void> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => {
      request.destroy(new WebhookError(`pas de réponse du CRM en ${timeoutMs / 1000}\u00a0s`));
    }, timeoutMs);
    request.on('response', (response) => {
      response.resume();
      clearTimeout(timer);
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) resolve();
      else {
        const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
        reject(new WebhookError(`le CRM a répondu HTTP ${status}`, refused));
      }
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      if (error instanceof WebhookError) reject(error);
      // Node's messages name the host and port at most (ECONNREFUSED 127.0.0.1:443), not the path or a password.
      else reject(new WebhookError(`CRM injoignable (${(error as NodeJS.ErrnoException).code ?? error.message})`));
    });
    request.end(body);
  });
}

/** The body of a row and its delivery id: the lead of `crm-webhook`, the booking event of `crm-booking`. */
async function crmBody(storage: OpenDatabase, row: OutboxRow, store: string) {
  if (row.kind === 'crm-booking') {
    const eventRow = await storage.db
      .selectFrom('booking_events')
      .selectAll()
      .where('id', '=', row.bookingEventId ?? -1)
      .executeTakeFirst();
    const bookingRow = eventRow
      ? await storage.db.selectFrom('bookings').selectAll().where('id', '=', eventRow.booking_id).executeTakeFirst()
      : undefined;
    if (!eventRow || !bookingRow) throw new GoneError(`rendez-vous supprimé avant l’envoi au CRM`);
    const deliveryId = `booking-${bookingRow.id}.${store}`;
    return {
      deliveryId,
      body: JSON.stringify(crmBookingPayload(toBooking(bookingRow), toEvent(eventRow), deliveryId)),
    };
  }
  const lead = row.leadId === null ? null : await getLead(storage, row.leadId);
  if (!lead) throw new GoneError(`demande n° ${row.leadId} supprimée avant l’envoi au CRM`);
  const deliveryId = `lead-${lead.id}.${store}`;
  return { deliveryId, body: JSON.stringify(crmPayload(lead, deliveryId)) };
}

/** Posts the row's lead or booking; GoneError when it was deleted in between. */
export async function deliverCrmWebhook(
  storage: OpenDatabase,
  row: OutboxRow,
  { config, store, now }: ComposeContext,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const hook = config.crmWebhook;
  // The sender runs this kind only with the hook configured; unset meanwhile, the row waits for it.
  if (!hook) throw new WebhookError('CRM_WEBHOOK_URL non configurée');
  const { deliveryId, body } = await crmBody(storage, row, store);
  const timestamp = Math.floor(now.getTime() / 1000);
  await post(
    hook.url,
    body,
    {
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: crmSignature(hook.secret, timestamp, body),
      [WEBHOOK_HEADERS.idempotency]: deliveryId,
      'User-Agent': 'Lumina-Terrasses-CRM-hook/1',
    },
    timeoutMs,
  );
}
