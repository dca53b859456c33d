/** @jest-environment node */
import { clientIp, RateLimiter } from './rate-limit';

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

describe('clientIp', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('uses the address Next wrote (last X-Forwarded-For entry) without a trusted proxy', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }), 0)).toBe('127.0.0.1');
    expect(clientIp(headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }), 0)).toBe('2.2.2.2');
    expect(clientIp(headers({ 'x-real-ip': '3.3.3.3' }), 0)).toBe('unknown');
  });

  it('with TRUST_PROXY=N takes the entry the outermost trusted proxy appended', () => {
    expect(clientIp(headers({ 'x-forwarded-for': 'forged, 9.9.9.9' }), 1)).toBe('9.9.9.9');
    expect(clientIp(headers({ 'x-forwarded-for': 'forged, 9.9.9.9, 10.0.0.2' }), 2)).toBe('9.9.9.9');
    expect(clientIp(headers({ 'x-forwarded-for': '9.9.9.9' }), 3)).toBe('9.9.9.9');
    expect(clientIp(headers({ 'x-real-ip': '3.3.3.3' }), 1)).toBe('3.3.3.3');
  });
});
