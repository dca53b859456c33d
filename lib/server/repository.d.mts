// Types of repository.mjs (plain JavaScript so the `leads` command runs on plain Node 20).
import type { LeadsConfig } from './config.mjs';

export type OutboxKind = 'company' | 'ack';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface NewAttachment {
  /** Sanitised file name (no path, safe characters, length-limited). */
  filename: string;
  /** MIME type sniffed from the content. */
  mime: string;
  bytes: Uint8Array;
}

export interface NewLead {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  societe?: string | null;
  sujet: string;
  message: string;
  produit?: string | null;
  /** Client address; only a salted hash is stored. */
  ip?: string | null;
  userAgent?: string | null;
  isSpam: boolean;
  spamReason?: string | null;
  attachment?: NewAttachment | null;
  /** E-mails to queue in the same transaction (ignored for spam). */
  outboxKinds: OutboxKind[];
}

export interface Lead {
  id: number;
  createdAt: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  societe: string | null;
  sujet: string;
  message: string;
  produit: string | null;
  ipHash: string | null;
  userAgent: string | null;
  isSpam: boolean;
  spamReason: string | null;
  attachment: { filename: string; mime: string; size: number } | null;
  /** Status of the company e-mail, null for spam. */
  mailStatus: OutboxStatus | null;
}

export interface LeadAttachment {
  leadId: number;
  filename: string;
  mime: string;
  size: number;
  bytes: Buffer;
}

export interface OutboxRow {
  id: number;
  leadId: number;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

export type CommentStatus = 'pending' | 'approved' | 'rejected' | 'spam';
export declare const COMMENT_STATUSES: readonly CommentStatus[];

export interface NewComment {
  articleSlug: string;
  nom: string;
  email: string;
  message: string;
  status: CommentStatus;
  ip?: string | null;
}

export interface StoredComment {
  id: number;
  articleSlug: string;
  nom: string;
  email: string;
  message: string;
  status: CommentStatus;
  createdAt: string;
}

export interface LeadRepository {
  kind: 'sqlite' | 'postgres';
  description: string;
  schemaVersion: number;
  /** Lead + attachment + outbox rows in one transaction; resolves after commit. */
  insertLead(lead: NewLead): Promise<number>;
  getLead(id: number): Promise<Lead | null>;
  listLeads(options?: { limit?: number; offset?: number; includeSpam?: boolean }): Promise<Lead[]>;
  allLeads(): Promise<Lead[]>;
  countLeads(): Promise<{ total: number; spam: number }>;
  getAttachment(leadId: number): Promise<LeadAttachment | null>;
  /** Atomically takes due pending rows: attempts + 1 and next_attempt_at pushed by the lease. */
  claimOutbox(options: { now: Date; leaseMs: number; limit: number }): Promise<OutboxRow[]>;
  markSent(id: number, sentAt: Date): Promise<void>;
  markRetry(id: number, options: { error: string; nextAttemptAt: Date; failed: boolean }): Promise<void>;
  listOutbox(options?: { leadId?: number }): Promise<OutboxRow[]>;
  /** Makes every pending or failed row due now (attempts reset); returns the row count. */
  requeueOutbox(now: Date): Promise<number>;
  addSubscriber(email: string): Promise<{ created: boolean }>;
  addComment(comment: NewComment): Promise<number>;
  listComments(options?: { status?: CommentStatus; limit?: number }): Promise<StoredComment[]>;
  /** A moderator's decision; false when no comment has that id. */
  setCommentStatus(id: number, status: CommentStatus): Promise<boolean>;
  /**
   * Deletes the leads received before `leadsBefore` (with their attachments and e-mails) and the
   * rejected or spam comments written before `commentsBefore`; with `dryRun`, only counts them.
   */
  purgeExpired(options: { leadsBefore: Date; commentsBefore: Date; dryRun?: boolean }): Promise<{ leads: number; comments: number }>;
  close(): Promise<void>;
}

export class StorageUnavailableError extends Error {
  constructor(message: string, cause?: unknown);
}
export function getRepository(config?: LeadsConfig): Promise<LeadRepository>;
export function openRepository(config?: LeadsConfig): Promise<LeadRepository>;
export function closeRepository(): Promise<void>;
