/**
 * How long stored data is kept: the privacy policy (content/legal.ts) prints these figures and
 * `npm run leads -- purge` applies them, so the promise and the deletion cannot drift apart.
 */
export const RETENTION = Object.freeze({
  /** Quote requests, with their attachment and e-mails, counted from the request. */
  leadYears: 3,
  /** Comments a moderator rejected or marked as spam, counted from their writing. */
  refusedCommentDays: 30,
  /** Newsletter requests never confirmed by the address owner, counted from the latest request. */
  unconfirmedSubscriptionDays: 30,
});

/** How long the link of a newsletter confirmation e-mail works, counted from its sending (policy and tokens). */
export const CONFIRMATION_DAYS = 7;

/** The dates before which stored data has outlived its retention time. */
export function retentionCutoffs(now: Date): { leadsBefore: Date; commentsBefore: Date; subscriptionsBefore: Date } {
  const day = 24 * 60 * 60 * 1000;
  const leadsBefore = new Date(now);
  leadsBefore.setUTCFullYear(leadsBefore.getUTCFullYear() - RETENTION.leadYears);
  const commentsBefore = new Date(now.getTime() - RETENTION.refusedCommentDays * day);
  const subscriptionsBefore = new Date(now.getTime() - RETENTION.unconfirmedSubscriptionDays * day);
  return { leadsBefore, commentsBefore, subscriptionsBefore };
}
