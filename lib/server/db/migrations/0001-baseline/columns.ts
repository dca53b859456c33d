import 'server-only';
import type { CreateTableBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see an untyped database (../types.ts)
type AnyTable = CreateTableBuilder<any, any>;

/** Adds nullable columns in the order given: the long runs of optional details (a lead's project, its source). */
export function withNullable(table: AnyTable, columns: ReadonlyArray<readonly [string, 'text' | 'integer']>): AnyTable {
  return columns.reduce((builder, [name, type]) => builder.addColumn(name, type), table);
}
