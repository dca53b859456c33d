import 'server-only';
import type { Selectable } from 'kysely';
import { isoText } from '@/lib/server/db/storage-call';
import type { CommentStatus, Database } from '@/lib/server/db/tables';
import type { ReplyWish } from './server/reply-wish';

/**
 * A comment as the rest of the site reads it (a person's data, the back office): its shapes and its row read.
 * Public: the other features import this module, never the comments' server/ folder.
 */

export interface PublishedReply {
  id: number;
  nom: string;
  createdAt: string;
  message: string;
}

export interface PublishedComment extends PublishedReply {
  replies: PublishedReply[];
}

export interface ModeratedComment {
  id: number;
  articleSlug: string;
  nom: string;
  email: string;
  message: string;
  status: CommentStatus;
  createdAt: string;
  /** The comment a staff reply answers; null for a visitor's comment. */
  parentId: number | null;
  isStaffReply: boolean;
  /** « Me prévenir d’une réponse », as it stands now (reply-wish.ts says it to staff). */
  replyWish: ReplyWish;
}

/** A stored comment's own fields, as the back-office and a personal-data export show them. */
export type CommentFields = Omit<ModeratedComment, 'parentId' | 'isStaffReply' | 'replyWish'>;

export function commentFields(row: Selectable<Database['comments']>): CommentFields {
  return {
    id: row.id,
    articleSlug: row.article_slug,
    nom: row.nom,
    email: row.email,
    message: row.message,
    status: row.status,
    createdAt: isoText(row.created_at),
  };
}
