import { RETENTION } from '@/content/retention';
import { retentionCutoffs } from './retention';

describe('retentionCutoffs', () => {
  it('goes back the policy’s years for leads and days for refused comments and unconfirmed subscriptions', () => {
    const now = new Date('2026-11-22T08:30:00.000Z');
    const { leadsBefore, commentsBefore, subscriptionsBefore } = retentionCutoffs(now);
    expect(RETENTION).toEqual({ leadYears: 3, refusedCommentDays: 30, unconfirmedSubscriptionDays: 30 });
    expect(leadsBefore.toISOString()).toBe('2023-11-22T08:30:00.000Z');
    expect(commentsBefore.toISOString()).toBe('2026-10-23T08:30:00.000Z');
    expect(subscriptionsBefore.toISOString()).toBe('2026-10-23T08:30:00.000Z');
    expect(now.toISOString()).toBe('2026-11-22T08:30:00.000Z'); // the argument is not changed
  });
});
