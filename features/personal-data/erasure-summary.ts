/**
 * What an erasure deleted: counts only, so it can go in the audit log (no personal data). Apart from the erasure
 * itself, so that the pages that print an audit line do not load every store it empties.
 */
export interface ErasureSummary {
  leads: number;
  attachments: number;
  leadEmails: number;
  comments: number;
  replies: number;
  subscriptions: number;
  communityEmails: number;
  /** Appointments, their history and e-mails with them. */
  bookings: number;
}
