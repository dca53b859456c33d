import 'server-only';
import { readFile } from 'node:fs/promises';
import {
  attachmentMetaSchema,
  CONTACT_MESSAGES,
  CONTACT_TEXT_FIELDS,
  contactFieldsSchema,
  extensionOf,
  fieldErrorsOf,
  isAcceptedExtension,
  MAX_ATTACHMENT_BYTES,
  MAX_CONTACT_BODY_BYTES,
  produitSchema,
  projectFieldsSchema,
  type FieldErrors,
} from '@/lib/contact-schema';
import { ESTIMATE_FIELDS, PROJECT_FIELDS } from '@/lib/project-details';
import { parseSource } from '@/lib/source-fields';
import { productNames } from '@/lib/product-lookup';
import { productSubject } from '@/lib/contact-rules';
import { readConfig, type SiteConfig } from '@/lib/server/config';
import { appendToSpool, replaySpool, spoolDir, spoolPending } from '../spool';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { checkAttachment, sanitiseFilename } from '@/lib/server/attachments/attachment';
import {
  API_MESSAGES,
  BodyTooLargeError,
  busy,
  isMultipart,
  jsonResponse,
  serviceUnavailable,
  tooManyRequests,
  tooSlow,
  unexpectedError,
} from '@/lib/server/http/request';
import { Gate } from '@/lib/server/http/gate';
import { BodyTimeoutError, receiveMultipart, uploadDir, type ReceivedForm } from '@/lib/server/http/multipart';
import { clientIp } from '@/lib/server/http/client-ip';
import { reserveSlot, withinLimit } from '@/lib/server/http/rate-limit';
import { crossSiteRefusal } from '@/lib/server/http/same-origin';
import { isNavigation, seeOther } from '@/lib/server/http/see-other';
import { confirmationPageOf } from './quote-navigation';
import { insertLead, leadOutboxKinds, type NewAttachment, type NewLead } from '../leads';
import { getStorage } from '@/lib/server/db/storage';
import { dueInWords } from '@/lib/due-words';
import { firstContactDue, officeOfCountry } from '../due';
import { bookingPageUrl, bookingSecret, leadBookingToken } from '@/features/quote/booking-link';

/** Hidden fields of the contact form (anti-spam, no third party). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'form_started_at';
export const FILL_MS_FIELD = 'fill_ms';
/** A human needs more than this to fill the form in. */
export const MIN_FILL_MS = 3000;

/** Only the honeypot makes a request spam (never e-mailed); robots fill every field. */
const isHoneypotFilled = (form: ReceivedForm) => (form.fields.get(HONEYPOT_FIELD) ?? '').trim() !== '';

/**
 * Filled in faster than a person types. Browser autofill and a pasted message do that too: such a
 * lead is stored and e-mailed like any other, flagged « à vérifier ».
 */
function filledTooFast(form: ReceivedForm, now: number): boolean {
  // Prefer the duration measured by the browser (immune to clock differences).
  let fillMs = Number(form.fields.get(FILL_MS_FIELD) ?? NaN);
  if (!Number.isFinite(fillMs)) fillMs = now - Number(form.fields.get(STARTED_AT_FIELD) ?? NaN);
  return Number.isFinite(fillMs) && fillMs >= 0 && fillMs < MIN_FILL_MS;
}

type AttachmentResult = { ok: true; attachment: NewAttachment | null } | { ok: false; error: string };

async function readAttachment(form: ReceivedForm): Promise<AttachmentResult> {
  // A text value in the file field is not a file.
  const text = form.fields.get('file');
  if (text !== undefined)
    return text === '' ? { ok: true, attachment: null } : { ok: false, error: CONTACT_MESSAGES.fileExtension };
  const file = form.file;
  if (!file) return { ok: true, attachment: null };
  const filename = sanitiseFilename(file.filename);
  const meta = attachmentMetaSchema.safeParse({ name: filename, size: file.size });
  if (!meta.success) return { ok: false, error: meta.error.issues[0]?.message ?? CONTACT_MESSAGES.fileExtension };
  const ext = extensionOf(filename);
  if (!isAcceptedExtension(ext)) return { ok: false, error: CONTACT_MESSAGES.fileExtension };
  // A Buffer is a Uint8Array: no copy of the file.
  const checked = await checkAttachment(ext, await readFile(file.path));
  if (!checked.ok) return checked;
  return { ok: true, attachment: { filename, mime: checked.mime, bytes: checked.bytes } };
}

function textValues(form: ReceivedForm): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = Object.fromEntries(
    CONTACT_TEXT_FIELDS.map((field) => [field, form.fields.get(field)]),
  );
  // A request from a product page may leave the subject to us: the product's (its placeholder in the form).
  const product = produitSchema.safeParse(form.fields.get('produit'));
  const key = product.success ? product.data : undefined;
  const name = key && Object.hasOwn(productNames, key) ? productNames[key] : undefined;
  if (!values.sujet?.trim() && name) values.sujet = productSubject(name);
  return values;
}

/** The optional project details, named as the form names them. */
function projectValues(form: ReceivedForm): Record<string, string | undefined> {
  return Object.fromEntries([...PROJECT_FIELDS, ...ESTIMATE_FIELDS].map((field) => [field, form.fields.get(field)]));
}

/** Longest text value kept from the body: well past every field's limit, so the schema still says "too long". */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Two gates of this process: `uploads` refuses (503) past UPLOAD_CONCURRENCY bodies in flight,
 * which bounds the temporary files and sockets; `checks` queues the steps that hold a whole
 * attachment in memory (structure check, image re-encoding, the insert), so memory stays bounded
 * whatever the number of uploads (docs/operations.md, Leads).
 */
const CHECKS_AT_ONCE = 2;
const gates = globalThis as unknown as { __luminaUploads?: Gate; __luminaChecks?: Gate };
function uploadGate(size: number) {
  if (gates.__luminaUploads?.size !== size) gates.__luminaUploads = new Gate(size);
  return gates.__luminaUploads;
}
const checkGate = () => (gates.__luminaChecks ??= new Gate(CHECKS_AT_ONCE));

/**
 * POST /api/contact: validate, store (lead + attachment + outbox in one transaction),
 * answer 201 after commit, then let the outbox e-mail the company in the background.
 * A slot of the per-address limit is taken before the body is read and given back
 * unless the request was stored.
 */
export async function handleContactPost(request: Request): Promise<Response> {
  const response = await answerContactPost(request);
  // A refusal of another site's post stays as it is: no page of ours for it.
  if (response.status === 403 || !isNavigation(request)) return response;
  return seeOther(await confirmationPageOf(response));
}

async function answerContactPost(request: Request): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request);
    if (crossSite) return crossSite;
    const config = readConfig();
    if (!isMultipart(request)) {
      return jsonResponse(415, { success: false, message: API_MESSAGES.notMultipart });
    }
    const ip = clientIp(request.headers, config.trustProxy);
    const slot = await reserveSlot('contact', ip, config.rateLimitMax, config);
    return await withinLimit(slot, tooManyRequests, async () => {
      const leave = uploadGate(config.uploadConcurrency).tryEnter();
      if (!leave) return busy();
      try {
        return await receive(request, config, ip);
      } finally {
        leave();
      }
    });
  } catch (error) {
    console.error('[leads] erreur inattendue sur /api/contact:', error);
    return unexpectedError();
  }
}

async function receive(request: Request, config: SiteConfig, ip: string): Promise<Response> {
  let form: ReceivedForm;
  try {
    form = await receiveMultipart(request, {
      fileField: 'file',
      maxBody: MAX_CONTACT_BODY_BYTES,
      maxFile: MAX_ATTACHMENT_BYTES,
      maxFieldBytes: MAX_FIELD_BYTES,
      idleMs: config.uploadIdleMs,
      minBytesPerSecond: config.uploadMinBytesPerSecond,
      tmpDir: uploadDir(config.dataDir),
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return jsonResponse(413, {
        success: false,
        message: API_MESSAGES.tooLarge,
        errors: { file: CONTACT_MESSAGES.fileTooLarge },
      });
    }
    if (error instanceof BodyTimeoutError) return tooSlow();
    return jsonResponse(400, { success: false, message: API_MESSAGES.malformed });
  }
  try {
    return await store(request, form, config, ip);
  } finally {
    form.discard();
  }
}

/** The database is down: the request goes to the journal (201), or, if that fails too, 503. */
async function spoolOrUnavailable(config: SiteConfig, lead: NewLead, cause: unknown): Promise<Response> {
  try {
    await appendToSpool(config, lead);
  } catch (error) {
    console.error('[leads] demande NON enregistrée (base et journal de secours indisponibles):', cause, error);
    return serviceUnavailable();
  }
  console.error(
    `[leads] base indisponible : demande gardée dans le journal de secours (${spoolDir(config)}), enregistrée en base dès son retour :`,
    cause,
  );
  // No number yet to tie a booking to: the plain booking page.
  return jsonResponse(201, { success: true, message: API_MESSAGES.contactSuccess, booking: bookingPageUrl() });
}

async function store(request: Request, form: ReceivedForm, config: SiteConfig, ip: string): Promise<Response> {
  const receivedAt = Date.now();
  const fields = contactFieldsSchema.safeParse(textValues(form));
  const project = projectFieldsSchema.safeParse(projectValues(form));
  // One at a time per gate place: the file is read into memory from here on.
  const leave = form.file ? await checkGate().enter() : () => {};
  try {
    const attachment = await readAttachment(form);
    const errors: FieldErrors = {
      ...(fields.success ? {} : fieldErrorsOf(fields.error)),
      ...(project.success ? {} : fieldErrorsOf(project.error)),
    };
    if (!attachment.ok) errors.file = attachment.error;
    if (!fields.success || !project.success || !attachment.ok) {
      return jsonResponse(422, { success: false, message: CONTACT_MESSAGES.invalid, errors });
    }

    const spam = isHoneypotFilled(form);
    const lead: NewLead = {
      ...fields.data,
      societe: fields.data.societe ?? null,
      produit: produitSchema.parse(form.fields.get('produit')) ?? null,
      project: project.data,
      // Never a reason to refuse the lead: what does not pass is dropped.
      source: parseSource((field) => form.fields.get(field)),
      ip,
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      isSpam: spam,
      spamReason: spam ? 'honeypot' : null,
      needsReview: filledTooFast(form, receivedAt),
      attachment: attachment.attachment,
      outboxKinds: leadOutboxKinds(config),
      receivedAt: new Date(receivedAt).toISOString(),
    };
    let id: number;
    try {
      const storage = await getStorage(config);
      id = await insertLead(storage, lead);
    } catch (error) {
      return spoolOrUnavailable(config, lead, error);
    }
    // The database answers again: what the journal holds goes in now.
    if (spoolPending()) {
      void replaySpool(config).then((replayed) => {
        if (replayed.stored > 0) void nudgeMailQueue();
      });
    }

    if (spam) {
      console.info(`[leads] demande n° ${id} enregistrée comme spam (honeypot), aucun e-mail`);
    } else {
      // Not awaited: the visitor gets the answer now; errors are logged by the outbox.
      void nudgeMailQueue();
    }
    // The reference the visitor keeps (the back-office's « Demande n° »); a spam gets one all the same.
    // When the first contact is due, in words (« d’ici demain 11 h »): the same promise as the due time staff
    // see; computed for a spam too, whose answer must not differ.
    const pays = lead.project?.pays;
    const callBack = dueInWords(firstContactDue(new Date(receivedAt), pays), new Date(), officeOfCountry(pays));
    // The booking page, tied to this request by a signed link.
    const booking = bookingPageUrl(leadBookingToken(bookingSecret(config), id, new Date(receivedAt)));
    return jsonResponse(201, {
      success: true,
      message: API_MESSAGES.contactSuccess,
      reference: id,
      callBack,
      booking,
    });
  } finally {
    leave();
  }
}
