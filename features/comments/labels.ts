import type { CommentStatus } from '@/lib/server/db/tables';

/** French words of the moderation screen; the filter's order is the queue's. */
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvé',
  rejected: 'Refusé',
  spam: 'Spam',
};

/** The buttons of each comment: the status each one sets. */
export const MODERATION_ACTIONS: readonly { status: CommentStatus; label: string }[] = [
  { status: 'approved', label: 'Approuver' },
  { status: 'rejected', label: 'Refuser' },
  { status: 'spam', label: 'Spam' },
];
