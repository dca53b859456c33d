/**
 * Runs once when the Next server starts. In the Node.js runtime it makes the log lines safe, validates the configuration
 * (a bad value stops the server) and starts the lead outbox sender, so e-mails still pending from
 * before a restart are sent (the dynamic import keeps the database and SMTP code out of the edge bundle).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Safe log lines (lib/safe-log.mjs): scripts/start.mjs installed them already under `npm start`; this covers a
  // server started otherwise (next dev, a server.js run by hand).
  const { installSafeConsole } = await import('./lib/safe-log.mjs');
  installSafeConsole();
  const { startServerSide } = await import('./lib/server/start');
  startServerSide();
}
