import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import busboy from 'busboy';
import { BodyTooLargeError, declaredLength, MalformedBodyError } from './request';

/**
 * A multipart body read as it streams (busboy), never held whole in memory: text fields are kept
 * (each capped), the one file part goes to a temporary file, every other file part is drained.
 * - more than `maxBody` bytes in all, or a file over `maxFile` bytes → BodyTooLargeError (413),
 *   raised the moment the limit is crossed, the rest of the upload never read;
 * - no byte for `idleMs`, or an average rate under `minBytesPerSecond` once the body has been
 *   arriving for `idleMs` → BodyTimeoutError (408): a slow body cannot hold a slot for ever;
 * - anything busboy cannot parse, or a body that stops short → MalformedBodyError (400).
 * The temporary file is deleted on failure, and by `discard()` once the request is handled.
 */

export class BodyTimeoutError extends Error {
  constructor() {
    super('Corps de requête trop lent');
    this.name = 'BodyTimeoutError';
  }
}

/** A file over the attachment limit (a 413 that names the file field). */
export class FileTooLargeError extends BodyTooLargeError {}

export interface ReceivedFile {
  /** The name the browser sent (not yet sanitised). */
  filename: string;
  size: number;
  /** The temporary file holding the bytes. */
  path: string;
}

export interface ReceivedForm {
  /** The first value of each text field. */
  fields: Map<string, string>;
  /** The first part of the file field with a name or content; null when none. */
  file: ReceivedFile | null;
  /** Deletes the temporary file. */
  discard(): void;
}

export interface MultipartLimits {
  fileField: string;
  maxBody: number;
  maxFile: number;
  /** Longest text value kept (longer values are cut; the schema then refuses them as too long). */
  maxFieldBytes: number;
  idleMs: number;
  minBytesPerSecond: number;
  /** Folder of the temporary files. */
  tmpDir: string;
}

/** The folder of temporary uploads: `tmp/` in DATA_DIR when it can be made, else the system's. */
export function uploadDir(dataDir: string): string {
  const dir = path.join(/* turbopackIgnore: true */ dataDir, 'tmp');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  } catch {
    return tmpdir();
  }
}

/**
 * Deletes temporary uploads left by a process that died mid-request (server start). Only those
 * older than an hour: a file that young may belong to another process using the same folder.
 */
export function sweepUploads(dataDir: string, now = Date.now()) {
  const dir = path.join(/* turbopackIgnore: true */ dataDir, 'tmp');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.startsWith('upload-'));
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(/* turbopackIgnore: true */ dir, name);
    try {
      if (now - statSync(file).mtimeMs > 3600_000) rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  }
}

/** Counts the bytes and watches the pace; fails the pipeline when a limit is crossed. */
class Meter extends Transform {
  received = 0;
  private readonly started = Date.now();
  private lastProgress = this.started;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly limits: MultipartLimits) {
    super();
    const every = Math.max(50, Math.min(1000, limits.idleMs / 4));
    this.timer = setInterval(() => this.checkPace(), every);
    this.timer.unref();
  }

  private checkPace() {
    const now = Date.now();
    const elapsed = now - this.started;
    const tooSlow =
      this.limits.minBytesPerSecond > 0 &&
      elapsed >= this.limits.idleMs &&
      (this.received * 1000) / elapsed < this.limits.minBytesPerSecond;
    if (now - this.lastProgress >= this.limits.idleMs || tooSlow) this.destroy(new BodyTimeoutError());
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    this.lastProgress = Date.now();
    if (this.received > this.limits.maxBody) callback(new BodyTooLargeError());
    else callback(null, chunk);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    clearInterval(this.timer);
    callback(error);
  }

  override _flush(callback: TransformCallback) {
    clearInterval(this.timer);
    callback();
  }
}

export async function receiveMultipart(request: Request, limits: MultipartLimits): Promise<ReceivedForm> {
  if ((declaredLength(request) ?? 0) > limits.maxBody) throw new BodyTooLargeError();
  if (!request.body) throw new MalformedBodyError();

  const fields = new Map<string, string>();
  let file: ReceivedFile | null = null;
  const discard = () => {
    if (file) rmSync(file.path, { force: true });
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send file names as raw UTF-8.
      defParamCharset: 'utf8',
      limits: { fieldSize: limits.maxFieldBytes, fields: 100, parts: 120, fileSize: limits.maxFile },
    });
  } catch (error) {
    throw new MalformedBodyError(error);
  }
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  const meter = new Meter(limits);

  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const writes: Promise<void>[] = [];
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        source.destroy();
        meter.destroy();
        reject(
          error instanceof BodyTooLargeError || error instanceof BodyTimeoutError || error instanceof MalformedBodyError
            ? error
            : new MalformedBodyError(error),
        );
      };

      parser.on('field', (name, value) => {
        if (!fields.has(name)) fields.set(name, value);
      });
      parser.on('file', (name, stream, info) => {
        // Browsers send an empty, nameless part when no file is chosen; other parts are not read.
        if (name !== limits.fileField || file || fields.has(name)) {
          stream.resume();
          return;
        }
        const received: ReceivedFile = {
          filename: info.filename ?? '',
          size: 0,
          path: path.join(/* turbopackIgnore: true */ limits.tmpDir, `upload-${randomUUID()}`),
        };
        file = received;
        const out = createWriteStream(received.path, { flags: 'wx', mode: 0o600 });
        stream.on('data', (chunk: Buffer) => {
          received.size += chunk.length;
        });
        stream.on('limit', () => fail(new FileTooLargeError()));
        writes.push(
          new Promise<void>((done, broken) => {
            out.on('close', done);
            out.on('error', broken);
            stream.on('error', broken);
          }).catch((error: unknown) => fail(error)),
        );
        stream.pipe(out);
      });
      parser.on('error', fail);
      parser.on('close', () => {
        void Promise.all(writes).then(() => {
          if (!failed) resolve();
        });
      });
      meter.on('error', fail);
      source.on('error', fail);
      source.pipe(meter).pipe(parser);
    });
  } catch (error) {
    discard();
    throw error;
  }
  const finished = file as ReceivedFile | null;
  // An empty nameless part is "no file".
  if (finished && finished.size === 0 && finished.filename === '') {
    discard();
    return { fields, file: null, discard: () => {} };
  }
  return { fields, file: finished, discard };
}
