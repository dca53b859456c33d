import 'server-only';
import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see an untyped database (../types.ts)
type AnyTable = CreateTableBuilder<any, any>;

/** Adds nullable columns in the order given: the long runs of optional details (a lead's project, its source). */
export function withNullable(table: AnyTable, columns: ReadonlyArray<readonly [string, 'text' | 'integer']>): AnyTable {
  return columns.reduce((builder, [name, type]) => builder.addColumn(name, type), table);
}

/**
 * Adds NOT NULL columns with no other rule, in the order their names are written (none is a number, which an
 * object would list first). For `.$call`: `.$call(required({ title: 'text', body: 'text' }))`.
 */
export const required = (columns: Readonly<Record<string, ColumnDataType>>) => (table: AnyTable) =>
  Object.entries(columns).reduce(
    (builder, [name, type]) => builder.addColumn(name, type, (col) => col.notNull()),
    table,
  );

/** A NOT NULL reference to the row this one belongs to, and is deleted with. */
export const belongsTo = (reference: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(reference).onDelete('cascade');
