// Types of outbox.mjs (plain JavaScript so the `leads` command runs on plain Node 20).
import type { LeadsConfig } from './config.mjs';
import type { Lead, LeadAttachment, LeadRepository, OutboxKind } from './repository.mjs';

export const LEASE_MS: number;
export const BASE_BACKOFF_MS: number;
export const MAX_BACKOFF_MS: number;
export function backoffMs(attempts: number): number;
export function composeMail(
  kind: OutboxKind,
  lead: Lead,
  attachment: LeadAttachment | null,
  config: LeadsConfig,
): {
  from: string;
  to: string | string[];
  replyTo: unknown;
  subject: string;
  messageId: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
export interface OutboxPassResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: boolean;
}
export function processOutbox(options?: {
  config?: LeadsConfig;
  now?: () => Date;
  repository?: LeadRepository;
}): Promise<OutboxPassResult>;
export function kickOutbox(): Promise<void>;
export function waitForOutboxIdle(): Promise<void>;
export function startOutboxWorker(): void;
export function stopOutboxWorker(): void;
