import 'server-only';
import type { SiteConfig } from '../config';
import { MemoryCounters, type CounterStore, type TakeResult } from './rate-limit-counters';

/**
 * The per-address limit of the POST endpoints. A slot is taken atomically BEFORE the body is
 * read (so concurrent requests cannot all pass one check), and given back when the answer is not
 * a stored request (400, 413, 415, 422, 503 ...): only what was stored uses the visitor's
 * allowance. Windows are fixed: they start at an address's first request and last
 * RATE_LIMIT_WINDOW_SECONDS. With PostgreSQL the counters live in the database (one atomic upsert
 * per request, rate-limit-store.ts), so several instances enforce one limit; with SQLite (one
 * process) they live in this process's memory.
 */

export type Slot = { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

const FREE: Slot = { allowed: true, release: async () => {} };

const holder = globalThis as unknown as { __luminaMemoryCounters?: MemoryCounters; __luminaCountersWarned?: boolean };
/** Shared by every bundle of the process (Next bundles each route apart). */
export function memoryCounters() {
  return (holder.__luminaMemoryCounters ??= new MemoryCounters());
}

/** The store of the configured backend: PostgreSQL's table, or this process's memory. */
async function storeFor(config: SiteConfig): Promise<CounterStore> {
  if (config.backend !== 'postgres') return memoryCounters();
  const { databaseCounters } = await import('./rate-limit-store');
  return databaseCounters(config);
}

/**
 * Takes a slot of `max` per address and window for the endpoint `name`; `max = 0` turns the limit
 * off. The window is RATE_LIMIT_WINDOW_SECONDS unless the endpoint has its own (`windowMs`). When the
 * database cannot count (it is down), this process's memory counts instead: the limit holds per
 * instance rather than letting everything through or refusing real visitors.
 */
export async function reserveSlot(
  name: string,
  ip: string,
  max: number,
  config: SiteConfig,
  windowMs = config.rateLimitWindowMs,
): Promise<Slot> {
  if (max <= 0) return FREE;
  const key = `${name}:${ip}`;
  const now = Date.now();
  let store: CounterStore = memoryCounters();
  let result: TakeResult;
  try {
    store = await storeFor(config);
    result = await store.take(key, max, windowMs, now);
  } catch (error) {
    if (!holder.__luminaCountersWarned) {
      holder.__luminaCountersWarned = true;
      console.warn('[limite] compteurs PostgreSQL indisponibles, comptés en mémoire en attendant :', error);
    }
    store = memoryCounters();
    result = await store.take(key, max, windowMs, now);
  }
  if (!result.taken) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
  const { windowStart } = result;
  let released = false;
  return {
    allowed: true,
    release: async () => {
      if (released) return;
      released = true;
      await store.give(key, windowStart).catch((error: unknown) => {
        console.warn('[limite] créneau non rendu (il expirera avec sa fenêtre) :', error);
      });
    },
  };
}

/**
 * Runs `answer` in a slot of the limit: 429 with Retry-After when none is left; the slot is given
 * back unless the answer says the request was stored (2xx).
 */
export async function withinLimit(
  slot: Slot,
  refuse: (retryAfterSeconds: number) => Response,
  answer: () => Promise<Response>,
): Promise<Response> {
  if (!slot.allowed) return refuse(slot.retryAfterSeconds);
  let response: Response | undefined;
  try {
    response = await answer();
    return response;
  } finally {
    if (!response?.ok) await slot.release();
  }
}
