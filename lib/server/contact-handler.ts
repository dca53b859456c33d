import 'server-only';
import {
  attachmentMetaSchema,
  CONTACT_MESSAGES,
  CONTACT_TEXT_FIELDS,
  contactFieldsSchema,
  extensionOf,
  fieldErrorsOf,
  isAcceptedExtension,
  MAX_CONTACT_BODY_BYTES,
  produitSchema,
  type FieldErrors,
} from '@/lib/contact-schema';
import { readConfig, type LeadsConfig } from './config';
import { getRepository, type NewAttachment, type OutboxKind } from './repository';
import { kickOutbox } from './outbox';
import { checkAttachment, sanitiseFilename } from './attachment';
import {
  API_MESSAGES,
  BodyTooLargeError,
  isMultipart,
  jsonResponse,
  readMultipart,
  serviceUnavailable,
  tooManyRequests,
  unexpectedError,
} from './http';
import { clientIp } from './client-ip';
import { reserveSlot, withinLimit } from './rate-limit';
import { crossSiteRefusal } from './same-origin';

/** Hidden fields of the contact form (anti-spam, no third party). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'form_started_at';
export const FILL_MS_FIELD = 'fill_ms';
/** A human needs more than this to fill the form in. */
export const MIN_FILL_MS = 3000;

function spamReason(form: FormData, now: number): string | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot';
  // Prefer the duration measured by the browser (immune to clock differences).
  let fillMs = Number(form.get(FILL_MS_FIELD) ?? NaN);
  if (!Number.isFinite(fillMs)) fillMs = now - Number(form.get(STARTED_AT_FIELD) ?? NaN);
  if (Number.isFinite(fillMs) && fillMs >= 0 && fillMs < MIN_FILL_MS) return 'too-fast';
  return null;
}

type AttachmentResult = { ok: true; attachment: NewAttachment | null } | { ok: false; error: string };

async function readAttachment(value: FormDataEntryValue | null): Promise<AttachmentResult> {
  if (value === null || value === '') return { ok: true, attachment: null };
  if (typeof value === 'string') return { ok: false, error: CONTACT_MESSAGES.fileExtension };
  // Browsers send an empty, nameless part when no file is chosen.
  if (value.size === 0 && value.name === '') return { ok: true, attachment: null };
  const filename = sanitiseFilename(value.name);
  const meta = attachmentMetaSchema.safeParse({ name: filename, size: value.size });
  if (!meta.success) return { ok: false, error: meta.error.issues[0]?.message ?? CONTACT_MESSAGES.fileExtension };
  const ext = extensionOf(filename);
  if (!isAcceptedExtension(ext)) return { ok: false, error: CONTACT_MESSAGES.fileExtension };
  const checked = await checkAttachment(ext, new Uint8Array(await value.arrayBuffer()));
  if (!checked.ok) return checked;
  return { ok: true, attachment: { filename, mime: checked.mime, bytes: checked.bytes } };
}

function textValues(form: FormData): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const field of CONTACT_TEXT_FIELDS) {
    const value = form.get(field);
    // A file sent in a text field counts as missing.
    values[field] = typeof value === 'string' ? value : undefined;
  }
  return values;
}

/**
 * POST /api/contact: validate, store (lead + attachment + outbox in one transaction),
 * answer 201 after commit, then let the outbox e-mail the company in the background.
 * A slot of the per-address limit is taken before the body is read and given back
 * unless the request was stored.
 */
export async function handleContactPost(request: Request): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request);
    if (crossSite) return crossSite;
    const config = readConfig();
    if (!isMultipart(request)) {
      return jsonResponse(415, { success: false, message: API_MESSAGES.notMultipart });
    }
    const ip = clientIp(request.headers, config.trustProxy);
    const slot = await reserveSlot('contact', ip, config.rateLimitMax, config);
    return await withinLimit(slot, tooManyRequests, () => receive(request, config, ip));
  } catch (error) {
    console.error('[leads] erreur inattendue sur /api/contact:', error);
    return unexpectedError();
  }
}

async function receive(request: Request, config: LeadsConfig, ip: string): Promise<Response> {
  // Content-Length is checked first, then the bytes are counted as they arrive.
  let form: FormData;
  try {
    form = await readMultipart(request, MAX_CONTACT_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return jsonResponse(413, {
        success: false,
        message: API_MESSAGES.tooLarge,
        errors: { file: CONTACT_MESSAGES.fileTooLarge },
      });
    }
    return jsonResponse(400, { success: false, message: API_MESSAGES.malformed });
  }

  const receivedAt = Date.now();
  const fields = contactFieldsSchema.safeParse(textValues(form));
  const attachment = await readAttachment(form.get('file'));
  const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
  if (!attachment.ok) errors.file = attachment.error;
  if (!fields.success || !attachment.ok) {
    return jsonResponse(422, { success: false, message: CONTACT_MESSAGES.invalid, errors });
  }

  const reason = spamReason(form, receivedAt);
  const outboxKinds: OutboxKind[] = config.mailAck ? ['company', 'ack'] : ['company'];
  const produitValue = form.get('produit');
  let id: number;
  try {
    const repository = await getRepository(config);
    id = await repository.insertLead({
      ...fields.data,
      societe: fields.data.societe ?? null,
      produit: produitSchema.parse(typeof produitValue === 'string' ? produitValue : undefined) ?? null,
      ip,
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      isSpam: reason !== null,
      spamReason: reason,
      attachment: attachment.attachment,
      outboxKinds,
    });
  } catch (error) {
    console.error('[leads] demande NON enregistrée (stockage indisponible):', error);
    return serviceUnavailable();
  }

  if (reason) {
    console.info(`[leads] demande n° ${id} enregistrée comme spam (${reason}), aucun e-mail`);
  } else {
    // Not awaited: the visitor gets the answer now; errors are logged by the outbox.
    void kickOutbox();
  }
  return jsonResponse(201, { success: true, message: API_MESSAGES.contactSuccess });
}
