import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LeadsConfig } from '../config';
import { contactOf, insertLead, type NewAttachment, type NewLead } from './store';
import { getStorage, type Storage } from '../db/storage';

/**
 * The journal of requests received while the database was down (issue 12, finding 10). Instead of
 * a 503, the handler appends the request, attachment included, to `$DATA_DIR/spool/leads.journal`
 * (append-only, fsync'ed before the 201), and the server replays it into the database when the
 * database answers again: after the next stored request, and every 10 s (start.ts). Each record
 * carries an idempotency key (leads.request_key), so a replay that is interrupted and run again
 * stores every request exactly once. If the journal cannot be written either, the visitor gets
 * the 503 as before.
 *
 * Record: one header line `LUMINA-SPOOL 1 <json bytes> <attachment bytes> <sha256 of both>\n`,
 * the JSON (the lead, its key, when it was received, the attachment's name and type), the
 * attachment's bytes, then `\n`. A record cut short by a crash during its write was never
 * answered 201 and is dropped; a record whose checksum does not match is kept aside (the file is
 * renamed `*.damaged`) for a person to look at. The journal holds the visitor's address in clear
 * until it is replayed (the database stores only its salted hash).
 *
 * One server per DATA_DIR writes and replays the journal (a SQLite deployment has one; PostgreSQL
 * instances each have their own DATA_DIR). Replay renames the journal first, so requests that
 * arrive meanwhile go to a new one.
 */

const MAGIC = 'LUMINA-SPOOL 1';
const JOURNAL = 'leads.journal';
const REPLAY_PREFIX = 'replay-';
/** How often start.ts looks for a journal to replay. */
export const REPLAY_EVERY_MS = 10_000;

interface SpooledRequest {
  key: string;
  receivedAt: string;
  lead: Omit<NewLead, 'attachment' | 'requestKey' | 'receivedAt'>;
  attachment: { filename: string; mime: string } | null;
}

export const spoolDir = (config: LeadsConfig) => path.join(/* turbopackIgnore: true */ config.dataDir, 'spool');

interface SpoolState {
  /** Appends and the journal's renaming, one at a time. */
  lock: Promise<unknown>;
  replaying: Promise<ReplayResult> | null;
  /** Something was appended since the last complete replay (checked after each stored request). */
  pending: boolean;
  timer: NodeJS.Timeout | null;
}
const holder = globalThis as unknown as Record<symbol, SpoolState | undefined>;
const state: SpoolState = (holder[Symbol.for('lumina-terrasses.spool')] ??= {
  lock: Promise.resolve(),
  replaying: null,
  pending: false,
  timer: null,
});

function exclusive<T>(work: () => Promise<T> | T): Promise<T> {
  const run = state.lock.then(work, work);
  state.lock = run.catch(() => {});
  return run;
}

function fsyncDir(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Appends a request to the journal and returns once it is on disk; throws when it cannot be written. */
export function appendToSpool(config: LeadsConfig, lead: NewLead): Promise<void> {
  const record: SpooledRequest = {
    key: randomUUID(),
    receivedAt: lead.receivedAt ?? new Date().toISOString(),
    lead: {
      ...contactOf(lead),
      project: lead.project ?? null,
      source: lead.source ?? null,
      ip: lead.ip ?? null,
      userAgent: lead.userAgent ?? null,
      isSpam: lead.isSpam,
      spamReason: lead.spamReason ?? null,
      needsReview: lead.needsReview ?? false,
      outboxKinds: lead.outboxKinds,
    },
    attachment: lead.attachment ? { filename: lead.attachment.filename, mime: lead.attachment.mime } : null,
  };
  const json = Buffer.from(JSON.stringify(record));
  const bytes = lead.attachment ? Buffer.from(lead.attachment.bytes) : Buffer.alloc(0);
  const sum = createHash('sha256').update(json).update(bytes).digest('hex');
  const header = Buffer.from(`${MAGIC} ${json.length} ${bytes.length} ${sum}\n`);
  return exclusive(() => {
    const dir = spoolDir(config);
    const created = !fs.existsSync(dir);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(/* turbopackIgnore: true */ dir, JOURNAL);
    const fd = fs.openSync(file, 'a', 0o600);
    try {
      fs.writevSync(fd, [header, json, bytes, Buffer.from('\n')]);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (created) fsyncDir(config.dataDir);
    fsyncDir(dir);
    state.pending = true;
  });
}

type Read = { kind: 'record'; request: SpooledRequest; bytes: Buffer } | { kind: 'torn' } | { kind: 'damaged' };

/** The records of one journal file, one at a time (one attachment in memory at most). */
function* records(file: string): Generator<Read> {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    let offset = 0;
    while (offset < size) {
      const head = Buffer.alloc(Math.min(256, size - offset));
      fs.readSync(fd, head, 0, head.length, offset);
      const end = head.indexOf(0x0a);
      const match =
        end > 0 ? new RegExp(`^${MAGIC} (\\d+) (\\d+) ([0-9a-f]{64})$`).exec(head.subarray(0, end).toString()) : null;
      if (!match) {
        yield end < 0 && offset + head.length >= size ? { kind: 'torn' } : { kind: 'damaged' };
        return;
      }
      const jsonLength = Number(match[1]);
      const bytesLength = Number(match[2]);
      const start = offset + end + 1;
      if (start + jsonLength + bytesLength + 1 > size) {
        yield { kind: 'torn' };
        return;
      }
      const body = Buffer.alloc(jsonLength + bytesLength);
      fs.readSync(fd, body, 0, body.length, start);
      offset = start + body.length + 1;
      if (createHash('sha256').update(body).digest('hex') !== match[3]) {
        yield { kind: 'damaged' };
        continue;
      }
      yield {
        kind: 'record',
        request: JSON.parse(body.subarray(0, jsonLength).toString()) as SpooledRequest,
        bytes: body.subarray(jsonLength),
      };
    }
  } finally {
    fs.closeSync(fd);
  }
}

function replayFiles(dir: string) {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => name.startsWith(REPLAY_PREFIX) && name.endsWith('.journal'))
      .sort()
      .map((name) => path.join(/* turbopackIgnore: true */ dir, name));
  } catch {
    return [];
  }
}

/** What waits in the journal (staff command): requests and bytes; never throws. */
export function spoolStatus(config: LeadsConfig): { requests: number; bytes: number; damaged: number; dir: string } {
  const dir = spoolDir(config);
  const status = { requests: 0, bytes: 0, damaged: 0, dir };
  const journal = path.join(/* turbopackIgnore: true */ dir, JOURNAL);
  for (const file of [...replayFiles(dir), ...(fs.existsSync(journal) ? [journal] : [])]) {
    try {
      status.bytes += fs.statSync(file).size;
      for (const read of records(file)) {
        if (read.kind === 'record') status.requests += 1;
        else if (read.kind === 'damaged') status.damaged += 1;
      }
    } catch {
      // Unreadable for now: counted at the next look.
    }
  }
  try {
    status.damaged += fs.readdirSync(dir).filter((name) => name.endsWith('.damaged')).length;
  } catch {
    // No journal folder: nothing waits.
  }
  return status;
}

export interface ReplayResult {
  /** Requests written to the database by this replay (already stored ones are not counted). */
  stored: number;
  /** The database failed: what is left stays in the journal for the next replay. */
  failed: boolean;
}

/**
 * Replays the journal into the database; one replay at a time per process. Returns what it
 * stored; never throws (a failure leaves the journal for the next replay).
 */
export function replaySpool(config: LeadsConfig, storage?: Storage): Promise<ReplayResult> {
  state.replaying ??= replay(config, storage).finally(() => {
    state.replaying = null;
  });
  return state.replaying;
}

async function replay(config: LeadsConfig, given?: Storage): Promise<ReplayResult> {
  const dir = spoolDir(config);
  const result: ReplayResult = { stored: 0, failed: false };
  // New requests go to a fresh journal while this one is replayed.
  await exclusive(() => {
    state.pending = false;
    const journal = path.join(/* turbopackIgnore: true */ dir, JOURNAL);
    if (!fs.existsSync(journal)) return;
    if (fs.statSync(journal).size === 0) return fs.rmSync(journal, { force: true });
    const name = `${REPLAY_PREFIX}${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.journal`;
    fs.renameSync(journal, path.join(/* turbopackIgnore: true */ dir, name));
    fsyncDir(dir);
  }).catch(() => {});
  const files = replayFiles(dir);
  if (files.length === 0) return result;

  let storage: Storage;
  try {
    storage = given ?? (await getStorage(config));
  } catch {
    state.pending = true;
    return { ...result, failed: true };
  }
  for (const file of files) {
    let damaged = false;
    try {
      for (const read of records(file)) {
        if (read.kind === 'damaged') {
          damaged = true;
          continue;
        }
        if (read.kind === 'torn') break;
        const { request, bytes } = read;
        const attachment: NewAttachment | null = request.attachment ? { ...request.attachment, bytes } : null;
        const { db } = storage;
        if (await db.selectFrom('leads').select('id').where('request_key', '=', request.key).executeTakeFirst()) {
          continue; // stored by an earlier replay that stopped before deleting its file
        }
        await insertLead(storage, {
          ...request.lead,
          attachment,
          requestKey: request.key,
          receivedAt: request.receivedAt,
        });
        result.stored += 1;
      }
    } catch (error) {
      console.error(
        '[leads] journal de secours : relecture interrompue (base indisponible), reprise plus tard :',
        error,
      );
      state.pending = true;
      return { ...result, failed: true };
    }
    if (damaged) {
      fs.renameSync(file, `${file}.damaged`);
      console.error(
        `[leads] journal de secours : enregistrement(s) illisible(s), fichier gardé pour examen : ${file}.damaged`,
      );
    } else fs.rmSync(file, { force: true });
    fsyncDir(dir);
  }
  if (result.stored > 0)
    console.info(`[leads] journal de secours : ${result.stored} demande(s) enregistrée(s) en base`);
  return result;
}

/** Whether an append happened since the last complete replay (cheap: no file system access). */
export const spoolPending = () => state.pending;

/**
 * At server start: replays what a previous run left, then looks again every REPLAY_EVERY_MS while
 * something waits. `onStored` runs after a replay that stored requests (the outbox sends them).
 */
export function startSpoolReplay(config: LeadsConfig, onStored: () => void) {
  if (state.timer) return;
  state.pending =
    fs.existsSync(path.join(/* turbopackIgnore: true */ spoolDir(config), JOURNAL)) ||
    replayFiles(spoolDir(config)).length > 0;
  const tick = () => {
    if (!state.pending) return;
    void replaySpool(config).then((result) => {
      if (result.stored > 0) onStored();
    });
  };
  tick();
  state.timer = setInterval(tick, REPLAY_EVERY_MS);
  state.timer.unref();
}
