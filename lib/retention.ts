import { RETENTION } from '@/content/retention';

/** The dates before which stored data has outlived its retention time. */
export function retentionCutoffs(now: Date): { leadsBefore: Date; commentsBefore: Date; subscriptionsBefore: Date } {
  const day = 24 * 60 * 60 * 1000;
  const leadsBefore = new Date(now);
  leadsBefore.setUTCFullYear(leadsBefore.getUTCFullYear() - RETENTION.leadYears);
  const commentsBefore = new Date(now.getTime() - RETENTION.refusedCommentDays * day);
  const subscriptionsBefore = new Date(now.getTime() - RETENTION.unconfirmedSubscriptionDays * day);
  return { leadsBefore, commentsBefore, subscriptionsBefore };
}
