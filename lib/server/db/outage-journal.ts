import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config';
import { getStorage, type Storage } from './storage';

/**
 * A journal of writes received while the database was down: the quote requests'
 * (features/quote/spool.ts) and the appointments' (features/booking/journal.ts). Instead of a 503, the handler appends the
 * request to `$DATA_DIR/spool/<name>.journal` (append-only, fsync'ed before the answer), and the server
 * replays it into the database when the database answers again: after the next stored request, and every
 * 10 s. Each record carries an idempotency key (a `request_key` column), so a replay that is interrupted and
 * run again stores every request exactly once. If the journal cannot be written either, the visitor gets the
 * 503 as before.
 *
 * Record: one header line `LUMINA-SPOOL 1 <json bytes> <attachment bytes> <sha256 of both>\n`, the JSON, the
 * attached bytes (none for an appointment), then `\n`. A record cut short by a crash during its write was never
 * answered and is dropped; a record whose checksum does not match is kept aside (the file is renamed
 * `*.damaged`) for a person to look at. The journal holds the visitor's address in clear until it is replayed
 * (the database stores only its salted hash).
 *
 * One server per DATA_DIR writes and replays the journal (a SQLite deployment has one; PostgreSQL instances
 * each have their own DATA_DIR). Replay renames the journal first, so requests that arrive meanwhile go to a
 * new one.
 */

const MAGIC = 'LUMINA-SPOOL 1';
/** How often a started replay looks for a journal to replay. */
export const REPLAY_EVERY_MS = 10_000;

export const journalDir = (config: SiteConfig) => path.join(/* turbopackIgnore: true */ config.dataDir, 'spool');

export interface ReplayResult {
  /** Requests written to the database by this replay (already stored ones are not counted). */
  stored: number;
  /** The database failed: what is left stays in the journal for the next replay. */
  failed: boolean;
}

export interface JournalStatus {
  requests: number;
  bytes: number;
  damaged: number;
  dir: string;
}

/** Writes one replayed record to the database: true when stored now, false when it was already stored. */
export type ApplyRecord<T> = (storage: Storage, record: T, bytes: Buffer) => Promise<boolean>;

interface JournalState {
  /** Appends and the journal's renaming, one at a time. */
  lock: Promise<unknown>;
  replaying: Promise<ReplayResult> | null;
  /** Something was appended since the last complete replay (checked after each stored request). */
  pending: boolean;
  timer: NodeJS.Timeout | null;
  /** The folder was looked at for what a previous run left. */
  looked: boolean;
}

function fsyncDir(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Appends one record to `file` in `config`'s journal folder and returns once it is on disk. */
function appendRecord(config: SiteConfig, file: string, record: unknown, bytes: Buffer) {
  const json = Buffer.from(JSON.stringify(record));
  const sum = createHash('sha256').update(json).update(bytes).digest('hex');
  const header = Buffer.from(`${MAGIC} ${json.length} ${bytes.length} ${sum}\n`);
  const dir = journalDir(config);
  const created = !fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fd = fs.openSync(path.join(/* turbopackIgnore: true */ dir, file), 'a', 0o600);
  try {
    fs.writevSync(fd, [header, json, bytes, Buffer.from('\n')]);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  if (created) fsyncDir(config.dataDir);
  fsyncDir(dir);
}

type Read<T> = { kind: 'record'; request: T; bytes: Buffer } | { kind: 'torn' } | { kind: 'damaged' };

/** The records of one journal file, one at a time (one attachment in memory at most). */
function* records<T>(file: string): Generator<Read<T>> {
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
        request: JSON.parse(body.subarray(0, jsonLength).toString()) as T,
        bytes: body.subarray(jsonLength),
      };
    }
  } finally {
    fs.closeSync(fd);
  }
}

export interface JournalOptions {
  /** Its state's name in this process (shared by every bundle of Next). */
  stateKey: string;
  /** The journal file, e.g. `leads.journal`. */
  file: string;
  /** The name a journal takes while it is replayed (then `<prefix><time>-<random>.journal`). */
  replayPrefix: string;
  /** The log's prefix, e.g. `[leads]`. */
  log: string;
  /** The log line of a replay that stored `count` requests. */
  storedLine: (count: number) => string;
}

/** One journal: its appends, its status, its replay and the timer that replays it while something waits. */
export function outageJournal<T>(options: JournalOptions) {
  const holder = globalThis as unknown as Record<symbol, JournalState | undefined>;
  const state: JournalState = (holder[Symbol.for(`lumina-terrasses.${options.stateKey}`)] ??= {
    lock: Promise.resolve(),
    replaying: null,
    pending: false,
    timer: null,
    looked: false,
  });

  function exclusive<R>(work: () => Promise<R> | R): Promise<R> {
    const run = state.lock.then(work, work);
    state.lock = run.catch(() => {});
    return run;
  }

  function replayFiles(dir: string) {
    try {
      return fs
        .readdirSync(dir)
        .filter((name) => name.startsWith(options.replayPrefix) && name.endsWith('.journal'))
        .sort()
        .map((name) => path.join(/* turbopackIgnore: true */ dir, name));
    } catch {
      return [];
    }
  }

  /** Appends a request to the journal and returns once it is on disk; throws when it cannot be written. */
  function append(config: SiteConfig, record: T, bytes: Buffer = Buffer.alloc(0)): Promise<void> {
    return exclusive(() => {
      appendRecord(config, options.file, record, bytes);
      state.pending = true;
    });
  }

  /** What waits in the journal: requests and bytes; never throws. */
  function status(config: SiteConfig): JournalStatus {
    const dir = journalDir(config);
    const found: JournalStatus = { requests: 0, bytes: 0, damaged: 0, dir };
    const journal = path.join(/* turbopackIgnore: true */ dir, options.file);
    for (const file of [...replayFiles(dir), ...(fs.existsSync(journal) ? [journal] : [])]) {
      try {
        found.bytes += fs.statSync(file).size;
        for (const read of records<T>(file)) {
          if (read.kind === 'record') found.requests += 1;
          else if (read.kind === 'damaged') found.damaged += 1;
        }
      } catch {
        // Unreadable for now: counted at the next look.
      }
    }
    try {
      found.damaged += fs
        .readdirSync(dir)
        .filter((name) => name.startsWith(options.replayPrefix) && name.endsWith('.damaged')).length;
    } catch {
      // No journal folder: nothing waits.
    }
    return found;
  }

  async function replayOnce(config: SiteConfig, apply: ApplyRecord<T>, given?: Storage): Promise<ReplayResult> {
    const dir = journalDir(config);
    const result: ReplayResult = { stored: 0, failed: false };
    // New requests go to a fresh journal while this one is replayed.
    await exclusive(() => {
      state.pending = false;
      const journal = path.join(/* turbopackIgnore: true */ dir, options.file);
      if (!fs.existsSync(journal)) return;
      if (fs.statSync(journal).size === 0) return fs.rmSync(journal, { force: true });
      const name = `${options.replayPrefix}${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.journal`;
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
        for (const read of records<T>(file)) {
          if (read.kind === 'damaged') {
            damaged = true;
            continue;
          }
          if (read.kind === 'torn') break;
          if (await apply(storage, read.request, read.bytes)) result.stored += 1;
        }
      } catch (error) {
        console.error(
          `${options.log} journal de secours : relecture interrompue (base indisponible), reprise plus tard :`,
          error,
        );
        state.pending = true;
        return { ...result, failed: true };
      }
      if (damaged) {
        fs.renameSync(file, `${file}.damaged`);
        console.error(
          `${options.log} journal de secours : enregistrement(s) illisible(s), fichier gardé pour examen : ${file}.damaged`,
        );
      } else fs.rmSync(file, { force: true });
      fsyncDir(dir);
    }
    if (result.stored > 0) console.info(`${options.log} journal de secours : ${options.storedLine(result.stored)}`);
    return result;
  }

  /**
   * Replays the journal into the database; one replay at a time per process. Returns what it stored; never
   * throws (a failure leaves the journal for the next replay).
   */
  function replay(config: SiteConfig, apply: ApplyRecord<T>, storage?: Storage): Promise<ReplayResult> {
    state.replaying ??= replayOnce(config, apply, storage).finally(() => {
      state.replaying = null;
    });
    return state.replaying;
  }

  /**
   * Replays what a previous run left, then looks again every REPLAY_EVERY_MS while something waits.
   * `onStored` runs after a replay that stored requests (the outbox sends them).
   */
  const leftovers = (config: SiteConfig) =>
    fs.existsSync(path.join(/* turbopackIgnore: true */ journalDir(config), options.file)) ||
    replayFiles(journalDir(config)).length > 0;

  /** Once per process: what a previous run left waits, so the next replay after a stored request takes it. */
  function noticeLeftovers(config: SiteConfig) {
    if (state.looked) return;
    state.looked = true;
    if (leftovers(config)) state.pending = true;
  }

  function startReplay(config: SiteConfig, apply: ApplyRecord<T>, onStored: () => void) {
    if (state.timer) return;
    state.looked = true;
    state.pending = leftovers(config);
    const tick = () => {
      if (!state.pending) return;
      void replay(config, apply).then((result) => {
        if (result.stored > 0) onStored();
      });
    };
    tick();
    state.timer = setInterval(tick, REPLAY_EVERY_MS);
    state.timer.unref();
  }

  return {
    append,
    status,
    replay,
    startReplay,
    noticeLeftovers,
    /** Whether an append happened since the last complete replay (cheap: no file system access). */
    pending: () => state.pending,
    /** Appends a record to another file of the journal folder (records kept aside); on disk when it returns. */
    keepAside: (config: SiteConfig, file: string, record: T) =>
      exclusive(() => appendRecord(config, file, record, Buffer.alloc(0))),
    /** The records of a file of the journal folder written by keepAside. */
    readAside: (config: SiteConfig, file: string): T[] => {
      const found = path.join(/* turbopackIgnore: true */ journalDir(config), file);
      if (!fs.existsSync(found)) return [];
      return [...records<T>(found)].flatMap((read) => (read.kind === 'record' ? [read.request] : []));
    },
  };
}
