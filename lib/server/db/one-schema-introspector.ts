import 'server-only';
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

type ColumnRow = {
  schema: string;
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
};

/**
 * The tables of the schema the connection writes to (the first of its search_path), and of no other.
 *
 * Kysely's PostgreSQL introspector, which its Migrator asks whether the migration tables exist each time the
 * storage opens, reads every schema of the server, and calls pg_get_serial_sequence() on each column by name:
 * that call fails ("column … of relation … does not exist") when another client renames or drops a column,
 * table or schema of another schema during the read. Measured here: 233 of 6,952 reads failed while a column of
 * another schema was renamed in a loop; CI failed on it once (a test renames a column in its own schema while
 * another worker's storage opens). A server shared with other applications would be read whole each time too.
 * Auto-increment is read off the catalog (an identity, or a `nextval` default), not looked up by name.
 */
export class OneSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const internal = options.withInternalKyselyTables ? [] : [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column,
        a.attnotnull as not_null, a.atthasdef as has_default,
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as auto_incrementing,
        typ.typname as type, dtns.nspname as type_schema, col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_class c
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
        left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
        ${internal.length > 0 ? sql`and c.relname not in (${sql.join(internal)})` : sql``}
      order by c.relname, a.attnum`.execute(this.#db);
    return tablesOf(rows);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

function tablesOf(rows: readonly ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? {
      name: row.table,
      schema: row.schema,
      isView: row.kind === 'v',
      columns: [],
    };
    tables.set(row.table, table);
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      isAutoIncrementing: row.auto_incrementing,
      comment: row.comment ?? undefined,
    });
  }
  return [...tables.values()];
}

/** Kysely's PostgreSQL dialect, introspecting one schema (above). */
export class OneSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OneSchemaIntrospector(db);
  }
}
