import 'server-only';

/**
 * A counting semaphore of one process. The contact route uses two (features/quote/server/contact-handler.ts): one that
 * refuses past its size (concurrent uploads, 503), one that queues (the memory-heavy checks).
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  get inUse() {
    return this.active;
  }

  /** A place now, or null when all are taken. */
  tryEnter(): (() => void) | null {
    if (this.active >= this.size) return null;
    this.active += 1;
    return this.leaver();
  }

  /** A place, waiting for one in arrival order. */
  async enter(): Promise<() => void> {
    const now = this.tryEnter();
    if (now) return now;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.leaver();
  }

  private leaver() {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      // The place goes straight to the next in line.
      if (next) next();
      else this.active -= 1;
    };
  }
}
