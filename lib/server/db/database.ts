import 'server-only';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type ColumnDefinitionBuilder,
  type DatabaseConnection,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDialectConfig,
} from 'kysely';
import { sqlitePath, type SiteConfig } from '../config';
import { OneSchemaPostgresDialect } from './one-schema-introspector';
import type { Database } from './tables';

/**
 * Opens the configured database with Kysely. This is the one place where SQLite and PostgreSQL
 * are told apart; the queries (on the handle of storage.ts) and the migrations (migrator.ts) are written once
 * and ask `traits` for the few things that truly differ.
 * - SQLite: `${DATA_DIR}/leads.sqlite`, WAL, synchronous=FULL, foreign keys on, one connection per
 *   process; transactions are BEGIN IMMEDIATE, so the server and the `leads` command never deadlock,
 *   and the migrations run in one of them.
 * - PostgreSQL: a pool of 10 (5 s connect timeout, 30 s statement timeout), `search_path` set to
 *   DATABASE_SCHEMA when given; a connection that failed outside the server is dropped, not reused; Kysely's
 *   introspection (its Migrator's) reads that schema alone (one-schema-introspector.ts).
 */

type Column = ColumnDefinitionBuilder;

export interface DialectTraits {
  kind: 'sqlite' | 'postgres';
  /** Migrations: the column types and definitions that differ. */
  types: { timestamp: 'text' | 'timestamptz'; flag: 'integer' | 'boolean'; bytes: 'blob' | 'bytea' };
  identity: (column: Column) => Column;
  /** A 0/1 column: SQLite's INTEGER needs a CHECK; PostgreSQL's BOOLEAN is one already. */
  flag: (name: string) => (column: Column) => Column;
  /** FOR UPDATE SKIP LOCKED: PostgreSQL only (SQLite has a single writer, the claim is one statement). */
  rowLocks: boolean;
  /**
   * Makes the other transactions that lock the same `key` wait until this one ends, for a rule no row can hold
   * (« one acknowledgement per address and hour »): PostgreSQL's transaction advisory lock; nothing on SQLite,
   * whose BEGIN IMMEDIATE transactions already run one at a time.
   */
  lockKey: (trx: Kysely<Database>, key: string) => Promise<void>;
  /** Schema of the tables and of Kysely's migration tables (PostgreSQL). */
  schema: string | undefined;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  traits: DialectTraits;
}

/* ------------------------------------------------------------------ */
/* SQLite                                                              */
/* ------------------------------------------------------------------ */

/** Kysely's SQLite driver opens deferred transactions; IMMEDIATE takes the write lock first (busy timeout applies). */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite's DDL is transactional: the migrations then run in one IMMEDIATE transaction, one process at a time. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class LeadsSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqlite(config: SiteConfig): OpenDatabase {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const connection = new SQLite(sqlitePath(config), { timeout: 5000 });
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    connection.pragma('foreign_keys = ON');
  } catch (error) {
    connection.close();
    throw error;
  }
  return {
    db: new Kysely<Database>({ dialect: new LeadsSqliteDialect({ database: connection }) }),
    traits: {
      kind: 'sqlite',
      types: { timestamp: 'text', flag: 'integer', bytes: 'blob' },
      identity: (column) => column.primaryKey().autoIncrement(),
      flag: (name) => (column) => column.check(sql`${sql.ref(name)} in (0, 1)`),
      rowLocks: false,
      lockKey: async () => {},
      schema: undefined,
    },
  };
}

/* ------------------------------------------------------------------ */
/* PostgreSQL                                                          */
/* ------------------------------------------------------------------ */

/** The first key of the site's advisory locks (« LT »). */
const ADVISORY_NAMESPACE = 0x4c54;

/**
 * Kysely releases every client with `release()`. A query that failed without an answer from the
 * server (connection reset, protocol or client error) leaves the connection in an unknown state:
 * release it with the error, so pg's pool closes it instead of lending it again. A connection cut
 * while lent but between two queries (the server restarted, its backend was ended) says so with an
 * `error` event, which would throw out of the process without a listener: it marks it broken too.
 */
function releasingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      const cut = (error: Error) => {
        broken = error;
      };
      client.on('error', cut);
      const wrapped = {
        query: async (text: string, parameters: readonly unknown[]) => {
          try {
            return await client.query(text, [...parameters]);
          } catch (error) {
            if (!(error instanceof pg.DatabaseError))
              broken = error instanceof Error ? error : new Error(String(error));
            throw error;
          }
        },
        release: () => {
          client.off('error', cut);
          client.release(broken);
        },
      };
      return wrapped as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

async function openPostgres(config: SiteConfig): Promise<OpenDatabase> {
  const schema = config.databaseSchema;
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 10,
    connectionTimeoutMillis: config.databaseConnectMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', (error) => console.error('[leads] connexion PostgreSQL perdue:', error.message));
  const db = new Kysely<Database>({ dialect: new OneSchemaPostgresDialect({ pool: releasingBrokenClients(pool) }) });
  try {
    // Without DATABASE_SCHEMA: the schema the connection writes to (Kysely's migration tables go there too).
    const current =
      schema || (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
    return {
      db,
      traits: {
        kind: 'postgres',
        types: { timestamp: 'timestamptz', flag: 'boolean', bytes: 'bytea' },
        identity: (column) => column.primaryKey().generatedAlwaysAsIdentity(),
        flag: () => (column) => column,
        rowLocks: true,
        // Two int4 keys: a key space apart from the single bigint one of Kysely's migration lock.
        lockKey: async (trx, key) => {
          await sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}::int, hashtext(${key}))`.execute(trx);
        },
        schema: current ?? undefined,
      },
    };
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}

export function openDatabase(config: SiteConfig): Promise<OpenDatabase> {
  return config.backend === 'postgres' ? openPostgres(config) : Promise.resolve().then(() => openSqlite(config));
}
