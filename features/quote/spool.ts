import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '@/lib/server/config';
import { contactOf, insertLead, type NewAttachment, type NewLead } from './leads';
import type { Storage } from '@/lib/server/db/storage';
import { journalDir, outageJournal, type ReplayResult } from '@/lib/server/db/outage-journal';

/**
 * The journal of quote requests received while the database was down: the handler
 * appends the request, attachment included, to `$DATA_DIR/spool/leads.journal` and answers 201; the server
 * replays it into the database when the database answers again (after the next stored request, and every
 * 10 s from start.ts), each request once (leads.request_key). The journal's rules: db/outage-journal.ts.
 */

interface SpooledRequest {
  key: string;
  receivedAt: string;
  lead: Omit<NewLead, 'attachment' | 'requestKey' | 'receivedAt'>;
  attachment: { filename: string; mime: string } | null;
}

export const spoolDir = journalDir;

const journal = outageJournal<SpooledRequest>({
  stateKey: 'spool',
  file: 'leads.journal',
  replayPrefix: 'replay-',
  log: '[leads]',
  storedLine: (count) => `${count} demande(s) enregistrée(s) en base`,
});

/** Appends a request to the journal and returns once it is on disk; throws when it cannot be written. */
export function appendToSpool(config: SiteConfig, lead: NewLead): Promise<void> {
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
  return journal.append(config, record, lead.attachment ? Buffer.from(lead.attachment.bytes) : undefined);
}

/** What waits in the journal (back-office command): requests and bytes; never throws. */
export const spoolStatus = (config: SiteConfig) => journal.status(config);

async function storeLead(storage: Storage, request: SpooledRequest, bytes: Buffer): Promise<boolean> {
  const attachment: NewAttachment | null = request.attachment ? { ...request.attachment, bytes } : null;
  if (await storage.db.selectFrom('leads').select('id').where('request_key', '=', request.key).executeTakeFirst()) {
    return false; // stored by an earlier replay that stopped before deleting its file
  }
  await insertLead(storage, { ...request.lead, attachment, requestKey: request.key, receivedAt: request.receivedAt });
  return true;
}

/**
 * Replays the journal into the database; one replay at a time per process. Returns what it
 * stored; never throws (a failure leaves the journal for the next replay).
 */
export const replaySpool = (config: SiteConfig, storage?: Storage): Promise<ReplayResult> =>
  journal.replay(config, storeLead, storage);

/** Whether an append happened since the last complete replay (cheap: no file system access). */
export const spoolPending = () => journal.pending();

/**
 * At server start: replays what a previous run left, then looks again every REPLAY_EVERY_MS while
 * something waits. `onStored` runs after a replay that stored requests (the outbox sends them).
 */
export const startSpoolReplay = (config: SiteConfig, onStored: () => void) =>
  journal.startReplay(config, storeLead, onStored);
