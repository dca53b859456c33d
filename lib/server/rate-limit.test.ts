/** @jest-environment node */
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max requests per window, then tells when to retry', () => {
    const limiter = new RateLimiter(2, 60_000);
    limiter.hit('a', 0);
    expect(limiter.check('a', 1000)).toEqual({ allowed: true });
    limiter.hit('a', 10_000);
    expect(limiter.check('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.check('b', 20_000)).toEqual({ allowed: true });
    expect(limiter.check('a', 60_001)).toEqual({ allowed: true });
  });

  it('is off when max is 0', () => {
    const limiter = new RateLimiter(0, 60_000);
    for (let i = 0; i < 100; i += 1) limiter.hit('a', i);
    expect(limiter.check('a', 100)).toEqual({ allowed: true });
  });

  it('forgets the least recently seen addresses beyond its size', () => {
    const limiter = new RateLimiter(1, 60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key, 0);
    expect(limiter.check('a', 1)).toEqual({ allowed: true });
    expect(limiter.check('d', 1).allowed).toBe(false);
  });
});
