/**
 * How long stored data is kept: the privacy policy (content/legal/politique-confidentialite.md, through
 * content/legal-facts.ts) prints these figures and `npm run back-office -- purge` applies them (lib/retention.ts), so
 * the promise and the deletion cannot drift apart.
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
