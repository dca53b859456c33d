// Types of graceful-stop.mjs (plain JavaScript: scripts/start.mjs loads it before Next).
import type { Server } from 'node:http';

export declare function onShutdown(hook: () => unknown): void;
export declare function installGracefulStop(options: {
  servers: Set<Server>;
  timeoutMs?: number;
  exit?: (code: number) => void;
  signals?: NodeJS.EventEmitter;
}): (signal: 'SIGINT' | 'SIGTERM') => Promise<void>;
