import 'server-only';

/**
 * « Send what was just queued »: what a handler calls right after its commit. The sender registers itself here
 * when the process starts it (sender.ts), so that a route that queues an e-mail does not load the sender, its
 * transports and alerts; a process that started no sender (the back-office command, a build) leaves the rows for
 * the next pass, and nothing is lost. On `globalThis`: routes and the server's start are separate bundles.
 */

type Nudge = () => Promise<void>;
const NUDGE = Symbol.for('lumina-terrasses.mail-queue.nudge');
const registry = globalThis as typeof globalThis & { [NUDGE]?: Nudge };

export function registerMailNudge(nudge: Nudge) {
  registry[NUDGE] = nudge;
}

/** Starts a send pass without waiting for it; settles when the queue has been drained (tests await it). */
export function nudgeMailQueue(): Promise<void> {
  return registry[NUDGE]?.() ?? Promise.resolve();
}
