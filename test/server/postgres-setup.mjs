/**
 * jest's globalSetup: one id for this run. The storage suites' PostgreSQL schemas are named with it
 * (test/server/backends.ts) and dropped together at the end (postgres-teardown.mjs).
 */
export default async function setup() {
  process.env.TEST_RUN_ID ??= `r${Date.now()}`;
}
