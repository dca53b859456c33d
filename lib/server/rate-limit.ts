import 'server-only';

/**
 * In-memory sliding-window limiter per client address (one Next process; a
 * multi-instance deployment gets one window per instance). `max = 0` turns it off.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (list.length > 0) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Whether one more request is allowed; when not, the seconds until it will be. */
  check(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.max <= 0) return { allowed: true };
    const list = this.recent(key, now);
    if (list.length < this.max) return { allowed: true };
    const oldest = list[list.length - this.max] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
  }

  /** Records a request. */
  hit(key: string, now = Date.now()): void {
    if (this.max <= 0) return;
    const list = this.recent(key, now);
    list.push(now);
    this.hits.delete(key); // re-insert: Map order = least recently used first
    this.hits.set(key, list);
    while (this.hits.size > this.maxKeys) {
      const first = this.hits.keys().next().value;
      if (first === undefined) break;
      this.hits.delete(first);
    }
  }
}

const holder = globalThis as unknown as { __luminaRateLimiters?: Map<string, RateLimiter> };

/** One limiter per endpoint and setting, shared by every bundle of the process. */
export function limiterFor(name: string, max: number, windowMs: number): RateLimiter {
  holder.__luminaRateLimiters ??= new Map();
  const key = `${name}:${max}:${windowMs}`;
  let limiter = holder.__luminaRateLimiters.get(key);
  if (!limiter) {
    limiter = new RateLimiter(max, windowMs);
    holder.__luminaRateLimiters.set(key, limiter);
  }
  return limiter;
}
