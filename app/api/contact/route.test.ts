/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { POST } from './route';
import { processOutbox, stopOutboxWorker, waitForOutboxIdle } from '@/lib/server/mail/sender';
import { testDatabaseUrl } from '@/test/server/backends';
import {
  contactForm,
  freePort,
  headerOf,
  nextIp,
  postRequest,
  samples,
  startSmtp,
  textOf,
  unfolded,
  validFields,
  type TestSmtp,
} from '@/test/server/support';
import { hostile } from '@/test/server/attachment-samples';
import { productNames } from '@/lib/product-lookup';
import { closeStorage, getStorage, type Storage } from '@/lib/server/db/storage';
import { countLeads, getAttachment, listLeads } from '@/features/quote/leads';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { bookingSecret, readLeadBookingToken } from '@/features/quote/booking-link';
import { readConfig } from '@/lib/server/config';
import { site } from '@/content/site';
import type { QuoteAnswer } from '@/features/quote/ui/contact-form-send';

/**
 * Integration tests of POST /api/contact: the real route handler, real multipart
 * bodies, a temporary SQLite database and an in-process SMTP server.
 */

const savedEnv = { ...process.env };
let dataDir: string;
let smtp: TestSmtp;
let storage: Storage;

const post = (body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  POST(postRequest('/api/contact', body, headers, init));

async function expectJson(response: Response, status: number) {
  const body = (await response.json()) as QuoteAnswer;
  expect({ status: response.status, success: body.success }).toEqual({ status, success: status === 201 });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Mails about one lead (nodemailer writes the header as X-Lead-ID). */
const mailsFor = (mails: TestSmtp['mails'], id: number) =>
  mails.filter((m) => new RegExp(`^X-Lead-Id: ${id}\r?$`, 'im').test(m.raw));

async function latestLead() {
  const [lead] = await listLeads(storage, { limit: 1 });
  if (!lead) throw new Error('aucun lead');
  return lead;
}

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-route-'));
  smtp = await startSmtp();
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_TO: 'devis@lumina-terrasses.ch',
    MAIL_FROM: 'Site <site@lumina-terrasses.ch>',
    RATE_LIMIT_MAX: '0',
  });
  delete process.env.DATABASE_URL;
  delete process.env.MAIL_ACK;
  delete process.env.TRUST_PROXY;
  storage = await getStorage();
});

afterEach(async () => {
  await waitForOutboxIdle();
});

afterAll(async () => {
  stopOutboxWorker();
  await closeStorage();
  await smtp.close();
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('a valid request', () => {
  it('stores the lead with its attachment, answers 201 and e-mails the company with the file', async () => {
    const bytes = samples.pdf();
    const response = await post(
      contactForm({ societe: 'Atelier Dupont SA', produit: 'carports-v' }, { name: 'plan terrasse.pdf', bytes }),
    );
    const body = await expectJson(response, 201);
    expect(body.message).toMatch(/bien été reçue/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const lead = await latestLead();
    expect(lead).toMatchObject({ ...validFields, societe: 'Atelier Dupont SA', produit: 'carports-v', isSpam: false });
    // The reference the visitor is shown is the lead's number.
    expect(body.reference).toBe(lead.id);
    // What the visitor is promised is the due time staff see, in words, on the office's clock.
    const due = new Date(lead.dueAt ?? '');
    const office = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', hour: 'numeric', minute: '2-digit' })
      .formatToParts(due)
      .filter((part) => part.type === 'hour' || part.type === 'minute')
      .map((part) => Number(part.value));
    const clock = `${office[0]}\u00a0h${office[1] ? `\u00a0${String(office[1]).padStart(2, '0')}` : ''}`;
    expect(body.callBack).toMatch(new RegExp(`^d’ici .+ ${clock}$`));
    // The booking page, tied to this request by a signed link.
    const booking = new URL(body.booking ?? '');
    expect(`${booking.origin}${booking.pathname}`).toBe(`${site.url}/rendez-vous`);
    const demande = booking.searchParams.get('demande');
    expect(readLeadBookingToken(bookingSecret(readConfig()), demande, new Date())).toEqual({
      ok: true,
      leadId: lead.id,
    });
    expect(lead.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(lead.attachment).toEqual({ filename: 'plan terrasse.pdf', mime: 'application/pdf', size: bytes.length });
    expect((await getAttachment(storage, lead.id))?.bytes.equals(bytes)).toBe(true);

    await waitForOutboxIdle();
    const [mail] = mailsFor(smtp.mails, lead.id);
    expect(mail).toBeDefined();
    expect(mail?.to).toEqual(['devis@lumina-terrasses.ch']);
    expect(mail?.raw).toMatch(/Reply-To: .*camille\.dupont@example\.ch/);
    expect(mail?.raw).toContain('filename="plan terrasse.pdf"');
    expect(unfolded(mail?.raw ?? '')).toContain(bytes.toString('base64'));
    expect((await listOutbox(storage, { leadId: lead.id }))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('accepts a request without attachment or company', async () => {
    await expectJson(await post(contactForm()), 201);
    const lead = await latestLead();
    expect(lead.attachment).toBeNull();
    expect(lead.societe).toBeNull();
  });

  it.each([
    ['devis.docx', samples.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['ancien.DOC', samples.doc(), 'application/msword'],
    ['photo.jpeg', samples.jpg(), 'image/jpeg'],
    ['photo.JPG', samples.jpg(), 'image/jpeg'],
    ['schema.png', samples.png(), 'image/png'],
  ])('accepts %s and stores the sniffed type', async (name, bytes, mime) => {
    await expectJson(await post(contactForm({}, { name, bytes })), 201);
    expect((await latestLead()).attachment?.mime).toBe(mime);
  });

  it('stores emoji, quotes and SQL-looking text verbatim', async () => {
    const tricky = {
      nom: "O'Brien; DROP TABLE leads;--",
      prenom: 'Zoë 👩🏽‍🔧',
      sujet: "Robert'); DELETE FROM outbox; --",
      message: "Bonjour 👋🏽\n« Guillemets » \"doubles\" 'simples' \\ antislash\n1=1 OR 'a'='a'; -- ✓",
    };
    await expectJson(await post(contactForm(tricky)), 201);
    expect(await latestLead()).toMatchObject(tricky);
  });

  it('stores a ../../ file name without its path, with safe characters', async () => {
    await expectJson(
      await post(contactForm({}, { name: '../../etc/cron.d/<devis>*final.pdf', bytes: samples.pdf() })),
      201,
    );
    const lead = await latestLead();
    expect(lead.attachment?.filename).toBe('devis_final.pdf');
    expect((await getAttachment(storage, lead.id))?.filename).toBe('devis_final.pdf');
  });

  it('keeps a well-formed product key and drops a malformed one', async () => {
    await expectJson(await post(contactForm({ produit: '<script>' })), 201);
    expect((await latestLead()).produit).toBeNull();
  });
});

describe('project details', () => {
  const details = {
    produit: 'pergolas-bioclimatique',
    largeur: '4,5',
    profondeur: '3',
    pose: 'adossee',
    code_postal: '63000',
    localite: 'Clermont-Ferrand',
    delai: '6-mois',
    contact_prefere: 'email',
    moment_contact: 'soir',
    estimation_min: '11230',
    estimation_max: '21850',
    estimation_materiau: 'bioclimatique',
    estimation_largeur: '4',
    estimation_profondeur: '3',
  };

  it('stores them as columns, the country derived from the postcode, and e-mails them in a block at the top', async () => {
    await expectJson(await post(contactForm(details)), 201);
    const lead = await latestLead();
    expect(lead.produit).toBe('pergolas-bioclimatique');
    expect(lead.project).toEqual({
      largeurCm: 450,
      profondeurCm: 300,
      pose: 'adossee',
      codePostal: '63000',
      localite: 'Clermont-Ferrand',
      pays: 'FR',
      delai: '6-mois',
      contactPrefere: 'email',
      momentContact: 'soir',
      estimation: { minChf: 11230, maxChf: 21850, materiau: 'bioclimatique', largeurCm: 400, profondeurCm: 300 },
    });

    await waitForOutboxIdle();
    const [mail] = mailsFor(smtp.mails, lead.id);
    const text = textOf(mail?.raw ?? '').replace(/\r\n/g, '\n');
    const block = [
      'PROJET',
      '-'.repeat(40),
      `Produit : ${productNames['pergolas-bioclimatique']} (pergolas-bioclimatique)`,
      'Dimensions : 4,5 × 3\u00a0m (13,5\u00a0m²)',
      'Pose : Adossée',
      'Lieu : 63000 Clermont-Ferrand, France',
      'Délai souhaité : Dans 6 mois',
      'Contact préféré : Par e-mail, en fin de journée (18\u00a0h – 20\u00a0h)',
      'Estimation indicative affichée : 11\u00a0230 – 21\u00a0850\u00a0CHF (pergola bioclimatique, 4 × 3\u00a0m)',
      '-'.repeat(40),
    ].join('\n');
    expect(text).toContain(block);
    // At the top: before the visitor's name and message.
    expect(text.indexOf('PROJET')).toBeLessThan(text.indexOf('Nom : '));
  });

  it('a request without them stores nulls and its e-mail has no block', async () => {
    await expectJson(await post(contactForm()), 201);
    const lead = await latestLead();
    expect(Object.values(lead.project).every((value) => value === null)).toBe(true);
    await waitForOutboxIdle();
    expect(textOf(mailsFor(smtp.mails, lead.id)[0]?.raw ?? '')).not.toContain('PROJET');
  });

  it('422 with French messages for an absurd size, a bad postcode, an unknown choice or a tampered estimate', async () => {
    const before = (await countLeads(storage)).total;
    const body = await expectJson(
      await post(
        contactForm({
          ...details,
          largeur: '450',
          code_postal: '123',
          pose: 'suspendue',
          estimation_min: '99999',
        }),
      ),
      422,
    );
    expect(body.message).toBe('Certains champs sont invalides. Veuillez vérifier le formulaire.');
    expect(body.errors).toEqual({
      largeur: expect.stringMatching(/^Indiquez la largeur en mètres/),
      code_postal: expect.stringMatching(/^Code postal invalide/),
      pose: expect.stringMatching(/^Choix invalide/),
      estimation: expect.stringMatching(/^Estimation invalide/),
    });
    const partial = await expectJson(await post(contactForm({ estimation_min: '1000' })), 422);
    expect(Object.keys(partial.errors ?? {})).toEqual(['estimation']);
    expect((await countLeads(storage)).total).toBe(before);
  });
});

describe('anti-spam', () => {
  it('answers 201 to a filled honeypot but stores the lead as spam and never mails it', async () => {
    const before = smtp.mails.length;
    await expectJson(await post(contactForm({ website: 'http://spam.example' })), 201);
    const lead = await latestLead();
    expect(lead).toMatchObject({ isSpam: true, spamReason: 'honeypot', mailStatus: null });
    expect(await listOutbox(storage, { leadId: lead.id })).toEqual([]);
    await waitForOutboxIdle();
    expect(smtp.mails.length).toBe(before);
  });

  it('stores a 0.8 s fill as a normal lead flagged « à vérifier », and e-mails it with the flag', async () => {
    await expectJson(await post(contactForm({ fill_ms: '800', sujet: 'Rempli vite' })), 201);
    const lead = await latestLead();
    expect(lead).toMatchObject({ isSpam: false, spamReason: null, needsReview: true });
    await waitForOutboxIdle();
    const [mail] = mailsFor(smtp.mails, lead.id);
    expect(headerOf(mail?.raw ?? '', 'Subject')).toMatch(/^\[À vérifier\] Demande de devis – Rempli vite/);
    expect(mail?.to).toEqual(['devis@lumina-terrasses.ch']);
    expect((await listOutbox(storage, { leadId: lead.id }))[0]).toMatchObject({ status: 'sent' });
  });

  it('falls back to the render timestamp when the duration is missing', async () => {
    await expectJson(await post(contactForm({ fill_ms: null, form_started_at: String(Date.now() - 1000) })), 201);
    expect(await latestLead()).toMatchObject({ isSpam: false, needsReview: true });
    await expectJson(await post(contactForm({ fill_ms: null, form_started_at: String(Date.now() - 60_000) })), 201);
    expect(await latestLead()).toMatchObject({ isSpam: false, needsReview: false });
  });
});

describe('refused requests', () => {
  it('415 for a body that is not multipart', async () => {
    await expectJson(await post(JSON.stringify(validFields), { 'content-type': 'application/json' }), 415);
    await expectJson(await post(new URLSearchParams(validFields)), 415);
  });

  it('400 for a truncated multipart body', async () => {
    const truncated =
      '--XyZ\r\nContent-Disposition: form-data; name="nom"\r\n\r\nDupont\r\n--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nBonj';
    await expectJson(await post(truncated, { 'content-type': 'multipart/form-data; boundary=XyZ' }), 400);
  });

  it('writes the product’s subject when a request from a product page leaves it empty (never for an unknown key)', async () => {
    await expectJson(await post(contactForm({ sujet: null, produit: 'carports-v' })), 201);
    expect(await latestLead()).toMatchObject({ sujet: 'Demande de devis – Carports V', produit: 'carports-v' });
    // The company e-mail's subject says « Demande de devis » once.
    await waitForOutboxIdle();
    const [productMail] = mailsFor(smtp.mails, (await latestLead()).id);
    expect(headerOf(productMail?.raw ?? '', 'Subject')).toBe('Demande de devis – Carports V – Camille Dupont');
    await expectJson(await post(contactForm({ sujet: '  ', produit: 'murs-de-verre' })), 201);
    expect((await latestLead()).sujet).toBe('Demande de devis – Murs de Verre');
    // A subject the visitor typed stays theirs.
    await expectJson(await post(contactForm({ sujet: 'Mon carport', produit: 'carports-v' })), 201);
    expect((await latestLead()).sujet).toBe('Mon carport');
    for (const produit of ['constructor', 'inconnu']) {
      const refused = await expectJson(await post(contactForm({ sujet: null, produit })), 422);
      expect(Object.keys(refused.errors ?? {})).toEqual(['sujet']);
    }
  });

  it.each(['nom', 'prenom', 'email', 'telephone', 'sujet', 'message'])('422 when %s is missing', async (field) => {
    const body = await expectJson(await post(contactForm({ [field]: null })), 422);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    const blank = await expectJson(await post(contactForm({ [field]: '   ' })), 422);
    expect(blank.errors?.[field]).toBeTruthy();
  });

  it('422 for a line break in any one-line field, so no header line can be forged', async () => {
    const before = (await listLeads(storage, { limit: 1 }))[0]?.id ?? 0;
    const forged = {
      nom: 'Dupont\r\nBcc: cible@example.com',
      prenom: 'Camille\nTo: autre@example.com',
      societe: 'Atelier\rSA',
      telephone: '+41 79\n123 45 67',
      email: 'camille@example.ch\nBcc: x@example.com',
      sujet: 'Devis\u2028Bcc: cible@example.com',
    };
    const body = await expectJson(await post(contactForm(forged)), 422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(Object.keys(forged).sort());
    for (const message of Object.values(body.errors ?? {})) expect(message).toMatch(/une seule ligne/);
    expect((await listLeads(storage, { limit: 1 }))[0]?.id ?? 0).toBe(before);
    // The message keeps its line breaks.
    await expectJson(await post(contactForm({ message: 'Bonjour,\r\n\r\nMerci.' })), 201);
    expect((await latestLead()).message).toBe('Bonjour,\n\nMerci.');
  });

  it('422 for a malformed e-mail or phone number', async () => {
    const email = await expectJson(await post(contactForm({ email: 'camille@' })), 422);
    expect(email.errors?.email).toMatch(/e-mail invalide/);
    const phone = await expectJson(await post(contactForm({ telephone: '12-34' })), 422);
    expect(phone.errors?.telephone).toMatch(/téléphone invalide/);
    const letters = await expectJson(await post(contactForm({ telephone: '+41 79 ABC 45 67' })), 422);
    expect(letters.errors?.telephone).toBeTruthy();
  });

  it('422 for an oversized message or name', async () => {
    const body = await expectJson(await post(contactForm({ message: 'x'.repeat(5001), nom: 'n'.repeat(101) })), 422);
    expect(body.errors).toEqual({ message: expect.stringMatching(/5000/), nom: expect.stringMatching(/100/) });
  });

  it('422 for a file extension outside the allow-list', async () => {
    const body = await expectJson(await post(contactForm({}, { name: 'setup.exe', bytes: samples.exe() })), 422);
    expect(body.errors?.file).toMatch(/Formats acceptés/);
  });

  it('422 for a .pdf holding PNG bytes', async () => {
    const body = await expectJson(await post(contactForm({}, { name: 'devis.pdf', bytes: samples.png() })), 422);
    expect(body.errors?.file).toBe('Ce fichier .pdf n’est pas un document PDF\u00a0: son contenu est de type PNG.');
  });

  it('422 for an executable renamed .docx, and for a ZIP that is not a Word document', async () => {
    const exe = await expectJson(await post(contactForm({}, { name: 'devis.docx', bytes: samples.exe() })), 422);
    expect(exe.errors?.file).toMatch(/n’est pas un document Word \(\.docx\).*EXE/);
    const archive = await expectJson(
      await post(contactForm({}, { name: 'devis.docx', bytes: samples.zipWithoutWord() })),
      422,
    );
    expect(archive.errors?.file).toMatch(/n’est pas un document Word \(\.docx\).*ZIP/);
  });

  it('413 for a file just over 10 Mo (the body itself is under the limit), stopped at the limit', async () => {
    const bytes = Buffer.concat([samples.pdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - samples.pdf().length)]);
    const body = await expectJson(await post(contactForm({}, { name: 'gros.pdf', bytes })), 413);
    expect(body.errors?.file).toMatch(/10\u00a0Mo/);
  });

  it('413 for an 11 MB file, rejected from Content-Length without reading the body', async () => {
    const bytes = Buffer.concat([samples.pdf(), Buffer.alloc(11 * 1024 * 1024)]);
    // What a browser sends: the encoded body with its Content-Length.
    const encoded = new Response(contactForm({}, { name: 'enorme.pdf', bytes }));
    const body = Buffer.from(await encoded.arrayBuffer());
    const request = postRequest('/api/contact', body, {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.length),
    });
    const response = await POST(request);
    await expectJson(response, 413);
    expect(request.bodyUsed).toBe(false);
  });

  it('413 for an oversized body without Content-Length, cut off while streaming', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(new TextEncoder().encode('--B\r\nContent-Disposition: form-data; name="message"\r\n\r\n'));
        sent += 1;
        if (sent > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await post(stream, { 'content-type': 'multipart/form-data; boundary=B' }, {
      duplex: 'half',
    } as RequestInit);
    await expectJson(response, 413);
    expect(sent).toBeLessThan(15); // stopped a little after 10.5 Mo, not after 40 Mo
  });

  it('429 with Retry-After past the per-address limit', async () => {
    process.env.RATE_LIMIT_MAX = '2';
    try {
      const ip = nextIp();
      await expectJson(await post(contactForm(), { 'x-forwarded-for': ip }), 201);
      // A refused request does not use the allowance.
      await expectJson(await post(contactForm({ email: 'x' }), { 'x-forwarded-for': ip }), 422);
      await expectJson(await post(contactForm(), { 'x-forwarded-for': ip }), 201);
      const limited = await post(contactForm(), { 'x-forwarded-for': ip });
      await expectJson(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      await expectJson(await post(contactForm(), { 'x-forwarded-for': nextIp() }), 201);
    } finally {
      process.env.RATE_LIMIT_MAX = '0';
    }
  });

  it('with TRUST_PROXY=1 the limit follows the address the proxy appended, not the forged ones', async () => {
    Object.assign(process.env, { RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' });
    try {
      const real = nextIp();
      await expectJson(await post(contactForm(), { 'x-forwarded-for': `10.0.0.1, ${real}` }), 201);
      await expectJson(await post(contactForm(), { 'x-forwarded-for': `10.9.9.9, ${real}` }), 429);
    } finally {
      process.env.RATE_LIMIT_MAX = '0';
      delete process.env.TRUST_PROXY;
    }
  });

  it('503 when the storage is unavailable, and stores again once it is back', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const blocker = path.join(dataDir, 'not-a-directory');
    writeFileSync(blocker, '');
    process.env.DATA_DIR = path.join(blocker, 'data');
    try {
      const response = await post(contactForm());
      await expectJson(response, 503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(error).toHaveBeenCalled();
    } finally {
      process.env.DATA_DIR = dataDir;
      error.mockRestore();
    }
    storage = await getStorage();
    await expectJson(await post(contactForm({ sujet: 'Après la panne' })), 201);
    expect((await latestLead()).sujet).toBe('Après la panne');
  });
});

describe('attachments checked on their whole structure', () => {
  it.each([
    [
      'an executable with %PDF- at byte 512, named .pdf',
      'devis.pdf',
      hostile.exeWithPdfAt512,
      /n’est pas un document PDF.*EXE/,
    ],
    [
      'a PNG header followed by HTML',
      'photo.png',
      hostile.pngHeaderThenHtml,
      /n’est pas une image PNG|ne peut pas être lue/,
    ],
    ['an OLE2 installer (.msi) named .doc', 'ancien.doc', hostile.msi, /n’est pas un document Word/],
    ['a .doc with macros', 'ancien.doc', hostile.docWithMacros, /macros/],
    ['a zip bomb declaring 1 GiB, named .docx', 'devis.docx', hostile.zipBombDeclared, /bombe de décompression/],
    ['a .docx a thousand times smaller than its content', 'devis.docx', hostile.zipBombRatio, /bombe de décompression/],
    ['a .docx with vbaProject.bin', 'devis.docx', hostile.docxWithMacros, /macros \(vbaProject\.bin\)/],
    ['a .docx holding an .exe', 'devis.docx', hostile.docxWithExe, /programme.*setup\.exe/],
    ['a .docx holding a program named .png', 'devis.docx', hostile.docxWithHiddenExe, /programme.*image1\.png/],
  ])('422 for %s: nothing is stored or e-mailed', async (_label, name, build, message) => {
    const before = (await listLeads(storage, { limit: 1 }))[0]?.id ?? 0;
    const body = await expectJson(await post(contactForm({}, { name, bytes: build() })), 422);
    expect(Object.keys(body.errors ?? {})).toEqual(['file']);
    expect(body.errors?.file).toMatch(message);
    expect((await listLeads(storage, { limit: 1 }))[0]?.id ?? 0).toBe(before);
  });

  it('stores a photo re-encoded from its pixels: what rode along and the GPS position are gone', async () => {
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c84' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Camille Dupont' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .toBuffer();
    const trailer = Buffer.from('<html><script>alert(1)</script></html>');
    await expectJson(
      await post(contactForm({}, { name: 'terrasse.jpg', bytes: Buffer.concat([photo, trailer]) })),
      201,
    );
    const lead = await latestLead();
    const stored = (await getAttachment(storage, lead.id))?.bytes ?? Buffer.alloc(0);
    expect(lead.attachment).toEqual({ filename: 'terrasse.jpg', mime: 'image/jpeg', size: stored.length });
    expect(stored.includes(trailer)).toBe(false);
    expect(stored.includes(Buffer.from('Camille Dupont'))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 24, orientation: 6 });
    expect(metadata.exif?.includes(Buffer.from('GPS'))).not.toBe(true);
  });
});

describe('delivery', () => {
  it('SMTP down then up: the lead is stored, retried with backoff and delivered exactly once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const port = await freePort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    let later: TestSmtp | undefined;
    try {
      await expectJson(await post(contactForm({ sujet: 'Panne SMTP' })), 201);
      const lead = await latestLead();
      await waitForOutboxIdle();
      const [row] = await listOutbox(storage, { leadId: lead.id });
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toBeTruthy();
      expect(Date.parse(row?.nextAttemptAt ?? '') - Date.now()).toBeGreaterThan(50_000); // 1 min backoff
      expect(warn).toHaveBeenCalled();

      later = await startSmtp(port);
      // Not due yet: nothing is sent before the backoff.
      expect((await processOutbox()).sent).toBe(0);
      const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000);
      expect((await processOutbox({ now: inTwoMinutes })).sent).toBe(1);
      // A day later, the leads' reminders may go; this lead's e-mail is not sent again.
      await processOutbox({ now: () => new Date(Date.now() + 24 * 3600_000) });
      expect(mailsFor(later.mails, lead.id)).toHaveLength(1);
      expect((await listOutbox(storage, { leadId: lead.id }))[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
      });
    } finally {
      process.env.SMTP_URL = smtp.url;
      warn.mockRestore();
      await later?.close();
    }
  });

  it('the acknowledgement, on by default, carries no text the visitor wrote but a first name', async () => {
    const spam = {
      email: 'cible@example.org',
      nom: 'Gagnez http://spam.example/nom',
      prenom: 'Cliquez sur spam.example',
      sujet: 'Votre colis http://spam.example/sujet',
      message: 'Réclamez votre prix sur http://spam.example/message',
      societe: 'http://spam.example/societe',
    };
    await expectJson(await post(contactForm({ ...spam, produit: 'carports-v' })), 201);
    const lead = await latestLead();
    await waitForOutboxIdle();
    const acks = smtp.mails.filter((m) => m.raw.includes(`lead-${lead.id}-ack`));
    expect(acks.map((m) => m.to)).toEqual([[spam.email]]);
    const raw = acks[0]?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toBe(`Lumina Terrasses\u00a0: votre demande n°\u00a0${lead.id} est bien reçue`);
    expect(headerOf(raw, 'X-Lead-Id')).toBeUndefined();
    const text = textOf(raw);
    expect(text.split('\n')[0]).toBe('Bonjour,');
    expect(text).toContain(`Votre choix\u00a0: ${productNames['carports-v']}.`);
    for (const value of ['spam.example', 'Gagnez', 'Cliquez', 'colis', 'prix'])
      expect(`${headerOf(raw, 'Subject')}\n${text}`).not.toContain(value);
  });

  it('sends the visitor an acknowledgement by default, none with MAIL_ACK=0', async () => {
    await expectJson(await post(contactForm({ email: 'visiteur@example.ch' })), 201);
    const lead = await latestLead();
    await waitForOutboxIdle();
    const mails = smtp.mails.filter((m) => m.raw.includes(`lead-${lead.id}-`));
    expect(mails.map((m) => m.to).sort()).toEqual([['devis@lumina-terrasses.ch'], ['visiteur@example.ch']]);
    process.env.MAIL_ACK = '0';
    try {
      await expectJson(await post(contactForm({ email: 'autre-visiteur@example.ch' })), 201);
      const off = await latestLead();
      await waitForOutboxIdle();
      expect(smtp.mails.filter((m) => m.raw.includes(`lead-${off.id}-`)).map((m) => m.to)).toEqual([
        ['devis@lumina-terrasses.ch'],
      ]);
    } finally {
      delete process.env.MAIL_ACK;
    }
  });

  it('without SMTP the lead is stored and its e-mail stays queued', async () => {
    delete process.env.SMTP_URL;
    try {
      await expectJson(await post(contactForm({ sujet: 'Sans SMTP' })), 201);
      const lead = await latestLead();
      await waitForOutboxIdle();
      expect(lead.mailStatus).toBe('pending');
      expect((await listOutbox(storage, { leadId: lead.id }))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      process.env.SMTP_URL = smtp.url;
    }
    expect((await processOutbox()).sent).toBeGreaterThanOrEqual(1);
  });
});

const pgUrl = testDatabaseUrl();
(pgUrl ? describe : describe.skip)('with PostgreSQL (TEST_DATABASE_URL)', () => {
  const schema = `route_test_${process.pid}_${Date.now()}`;

  afterAll(async () => {
    await closeStorage();
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    delete process.env.DATABASE_URL;
    delete process.env.DATABASE_SCHEMA;
  });

  it('stores the lead and its attachment in PostgreSQL and delivers it', async () => {
    Object.assign(process.env, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
    const bytes = samples.pdf();
    await expectJson(await post(contactForm({ message: 'Via PostgreSQL 🐘' }, { name: 'plan.pdf', bytes })), 201);
    const pgStorage = await getStorage();
    expect(pgStorage.kind).toBe('postgres');
    const [lead] = await listLeads(pgStorage, { limit: 1 });
    // A PDF is stored as sent (images are re-encoded), so the bytes read back are those posted.
    expect(lead).toMatchObject({
      message: 'Via PostgreSQL 🐘',
      attachment: { filename: 'plan.pdf', mime: 'application/pdf' },
    });
    expect((await getAttachment(pgStorage, lead?.id ?? 0))?.bytes.equals(bytes)).toBe(true);
    await waitForOutboxIdle();
    expect(mailsFor(smtp.mails, lead?.id ?? 0).some((m) => m.raw.includes('plan.pdf'))).toBe(true);
  });
});

describe('a form posted by a browser without script', () => {
  // What a browser sends when it submits the form itself, and what the pages' script sends.
  const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };

  // The storage of the moment: a test above closes and reopens the shared one.
  beforeEach(async () => {
    storage = await getStorage();
  });

  it('stores the request and answers 303 to the confirmation, with the token of the booking link', async () => {
    const before = (await countLeads(storage)).total;
    const response = await post(contactForm({ fill_ms: null }), navigation);
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/contact/confirmation');
    const lead = await latestLead();
    expect((await countLeads(storage)).total).toBe(before + 1);
    expect(lead).toMatchObject({ ...validFields, isSpam: false, needsReview: false });
    expect(readLeadBookingToken(bookingSecret(readConfig()), location.searchParams.get('demande'), new Date())).toEqual(
      { ok: true, leadId: lead.id },
    );
    await waitForOutboxIdle();
    expect(mailsFor(smtp.mails, lead.id).map((mail) => mail.to)).toEqual([['devis@lumina-terrasses.ch']]);
  });

  it('sends a refused request to the same page with the fields to correct, and stores nothing', async () => {
    const before = (await countLeads(storage)).total;
    const response = await post(contactForm({ email: 'pas-une-adresse', largeur: 'x' }), navigation);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/confirmation?erreur=champs&champs=email%2Cprojet');
    expect((await countLeads(storage)).total).toBe(before);
  });

  it('still answers JSON to the script, which asks for it, and to a client that sends no hint', async () => {
    const script = await post(contactForm(), { accept: 'application/json', 'sec-fetch-mode': 'cors' });
    await expectJson(script, 201);
    await expectJson(await post(contactForm({ email: 'x' }), { accept: 'text/html, application/json' }), 422);
    await expectJson(await post(contactForm()), 201);
  });
});
