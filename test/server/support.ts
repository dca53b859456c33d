import 'server-only';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { docxArchive, exeHeader, wordBinaryDocument, zipArchive } from './attachment-samples';

/**
 * Helpers for the API and storage tests: an in-process SMTP server, valid
 * attachment bytes for each accepted format, and multipart request builders.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (nothing listens on it when this resolves). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * An SMTP server on 127.0.0.1 that keeps every message it receives; with `delayMs`, it takes that
 * long to accept each one (a slow or distant server); `refuse` names recipients it turns down for
 * now (452).
 */
export async function startSmtp(
  port = 0,
  { delayMs = 0, refuse }: { delayMs?: number; refuse?: (address: string) => boolean } = {},
): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address)) {
        callback(Object.assign(new Error('Boîte pleine, réessayez plus tard'), { responseCode: 452 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const keep = () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (delayMs > 0) setTimeout(keep, delayMs);
        else keep();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message, unfolded and with its MIME encoded words (RFC 2047, UTF-8) decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfoldedHead = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfoldedHead.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The text part of a raw message, quoted-printable decoded (nodemailer's single-part text mails). */
export function textOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const decoded = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

/** The body of a MIME message with its soft line breaks removed (to look for base64 content). */
export const unfolded = (raw: string) => raw.replace(/\r?\n/g, '');

/* ------------------------------------------------------------------ */
/* Attachment samples                                                  */
/* ------------------------------------------------------------------ */

export const samples = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  /** A 2 × 2 JPEG made by sharp. */
  jpg: () =>
    Buffer.from(
      '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC4CaKv/9k=',
      'base64',
    ),
  doc: wordBinaryDocument,
  docx: () => docxArchive(),
  /** A ZIP without word/ (e.g. an .xlsx or any archive) */
  zipWithoutWord: () => zip({ 'xl/workbook.xml': '<workbook/>' }),
  /** A Windows executable header. */
  exe: exeHeader,
};

/** A stored (uncompressed) ZIP archive with the given text entries. */
export const zip = (entries: Record<string, string>): Buffer =>
  zipArchive(Object.entries(entries).map(([name, data]) => ({ name, data })));

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

export const validFields = {
  nom: 'Dupont',
  prenom: 'Camille',
  email: 'camille.dupont@example.ch',
  telephone: '+41 79 123 45 67',
  sujet: 'Pergola bioclimatique 4 x 3 m',
  message: 'Bonjour, je souhaite un devis pour une pergola adossée de 4 x 3 m.',
};

/** A valid contact form; `null` removes a field, a string replaces it. */
export function contactForm(
  overrides: Partial<Record<string, string | null>> = {},
  file?: { name: string; bytes: Uint8Array; type?: string },
): FormData {
  const form = new FormData();
  const values: Record<string, string | null> = { ...validFields, fill_ms: '8000', website: '', ...overrides };
  for (const [name, value] of Object.entries(values)) if (value !== null) form.append(name, value);
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? '' }));
  return form;
}

let ipCounter = 0;
/** A distinct client address per call (the rate limit is per address). */
export const nextIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
};

export function postRequest(
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': nextIp(), ...headers },
    ...init,
  });
}

/* ------------------------------------------------------------------ */
/* The staff command                                                   */
/* ------------------------------------------------------------------ */

/**
 * Runs `file` with `args` as staff run the staff command (production environment, from the data folder) on the
 * SQLite database of `dataDir`, `input` on its standard input; resolves with the exit code and the output, never
 * rejects.
 */
export async function runAsStaff(
  file: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
  input = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    const child = execFile(
      file,
      args,
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          ...env,
        },
        cwd: dataDir,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

/** `npm run leads -- …`, the staff command's development entry, run that way. */
export const runLeadsCommand = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  runAsStaff(
    'npm',
    ['--prefix', path.resolve(__dirname, '..', '..'), 'run', '--silent', 'leads', '--', ...args],
    dataDir,
    env,
  );

/** The text of a MIME message's body parts: quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
