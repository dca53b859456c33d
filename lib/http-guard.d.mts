// Types of http-guard.mjs (plain JavaScript: scripts/start.mjs loads it before Next).
import type { IncomingMessage, RequestListener, Server, createServer } from 'node:http';
import type { Duplex } from 'node:stream';

export declare const CLIENT_ADDRESS_HEADER: 'x-lumina-client-ip';
export declare const FORWARDED_HEADERS: readonly string[];
export declare function trustsProxy(env?: Record<string, string | undefined>): boolean;
export declare function guardRequest(request: IncomingMessage, options: { trustProxy: boolean }): void;
export declare function clientErrorAnswer(error: NodeJS.ErrnoException): string;
export declare function onClientError(error: NodeJS.ErrnoException, socket: Duplex): void;
export declare function guardListener(listener: RequestListener, options: { trustProxy: boolean }): RequestListener;
export declare function installHttpGuard(
  http: { createServer: typeof createServer },
  options: { trustProxy: boolean; onServer?: (server: Server) => void },
): void;
