import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './tables';

/**
 * A random value drawn once per database (`bytes` random bytes, in hex) and kept in its meta table
 * under `key`: the first writer wins, every instance on that database reads the same value.
 */
export async function drawnOnce(db: Kysely<Database>, key: string, bytes: number): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value: randomBytes(bytes).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
