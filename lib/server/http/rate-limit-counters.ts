import 'server-only';

/** Where the rate limit keeps its counters: this process's memory (here) or the database (rate-limit-store.ts). */

export type TakeResult = { taken: true; windowStart: number } | { taken: false; retryAfterMs: number };

export interface CounterStore {
  /** Takes one of the `max` slots of `key`'s current window, or says when the window ends. */
  take(key: string, max: number, windowMs: number, now: number): Promise<TakeResult>;
  /** Gives back a slot taken in the window that started at `windowStart` (a newer window is left alone). */
  give(key: string, windowStart: number): Promise<void>;
}

/** Counters of one process, the least recently used addresses forgotten beyond `maxKeys`. */
export class MemoryCounters implements CounterStore {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  takeNow(key: string, max: number, windowMs: number, now: number): TakeResult {
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) window = { start: now, hits: 0 };
    this.windows.delete(key); // re-inserted below: Map order = least recently used first
    this.windows.set(key, window);
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    if (window.hits >= max) return { taken: false, retryAfterMs: window.start + windowMs - now };
    window.hits += 1;
    return { taken: true, windowStart: window.start };
  }

  async take(key: string, max: number, windowMs: number, now: number) {
    return this.takeNow(key, max, windowMs, now);
  }

  async give(key: string, windowStart: number) {
    const window = this.windows.get(key);
    if (window && window.start === windowStart && window.hits > 0) window.hits -= 1;
  }
}
