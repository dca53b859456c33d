import pg from 'pg';

/**
 * jest's globalTeardown: drops the PostgreSQL schemas of this run's storage suites, once every suite
 * is done. A suite dropping its schema while another worker's migrator introspected the catalogue
 * (Kysely lists every schema's tables) made that worker fail now and then.
 */
export default async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.TEST_RUN_ID;
  if (!url || !run) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT nspname FROM pg_namespace WHERE position($1 IN nspname) > 0', [
      `_${run}_`,
    ]);
    for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
  } finally {
    await client.end();
  }
}
