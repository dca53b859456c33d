// @ts-check
/**
 * A graceful stop of `npm start` (scripts/start.mjs) on SIGTERM (systemd, Docker) and SIGINT
 * (Ctrl-C). Next's own handler closes the HTTP server and exits; this one also lets the
 * application finish its work first: the e-mail sender gives back the rows it holds, so another
 * instance or the restarted server sends them at once (lib/server/mail/sender.ts). The steps, at most
 * `timeoutMs` in all:
 * - the HTTP servers stop accepting connections and finish the requests under way (idle
 *   keep-alive connections are closed);
 * - at the same time, the hooks the application registered with `onShutdown` run;
 * - then the process exits with 128 + the signal's number, as Next does.
 *
 * Plain JavaScript: it runs in plain Node before Next is loaded. The application (bundled by
 * Next) reaches the same hook list through a global symbol. Type-checked from its JSDoc
 * (tsconfig.json lists it with `@ts-check`).
 */

const HOOKS = Symbol.for('lumina-terrasses.shutdown-hooks');

/** @returns {(() => unknown)[]} */
function hooks() {
  const holder = /** @type {Record<symbol, (() => unknown)[] | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[HOOKS] ??= []);
}

/** Registers work to do before the process exits on SIGTERM or SIGINT. @param {() => unknown} hook */
export function onShutdown(hook) {
  hooks().push(hook);
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };

/**
 * @param {{
 *   servers: Set<import('node:http').Server>,
 *   timeoutMs?: number,
 *   exit?: (code: number) => void,
 *   signals?: NodeJS.EventEmitter,
 * }} options
 * @returns {(signal: 'SIGINT' | 'SIGTERM') => Promise<void>} the stop itself (tests call it)
 */
export function installGracefulStop({ servers, timeoutMs = 15_000, exit = process.exit, signals = process }) {
  let stopping = false;
  /** @param {'SIGINT' | 'SIGTERM'} signal */
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    const closing = [...servers].map(
      (server) =>
        new Promise((resolve) => {
          // A keep-alive connection goes idle once its answer is out: closed then, not after its timeout.
          const idle = setInterval(() => server.closeIdleConnections(), 100);
          server.close(() => {
            clearInterval(idle);
            resolve(undefined);
          });
          server.closeIdleConnections();
        }),
    );
    const running = hooks().map((hook) =>
      Promise.resolve()
        .then(hook)
        .catch((error) => console.error('[arrêt] étape interrompue :', error)),
    );
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    await Promise.race([Promise.all([...closing, ...running]), late]);
    clearTimeout(timer);
    exit(EXIT_CODES[signal]);
  };
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) signals.on(signal, () => void stop(signal));
  return stop;
}
