import { isValidPhone } from './contact-rules';

/**
 * The site's CSV: UTF-8 with a byte-order mark (Excel), « ; » between cells, CRLF line ends, every cell quoted and
 * protected against formula injection. The leads', the subscribers' and the appointments' exports write it.
 */

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A CSV cell, quoted. Text stays as stored; only what a spreadsheet would evaluate as a formula gets
 * a leading « ' »: a cell starting with =, @, a tab or a carriage return, or
 * with + or - when it is not a number or a phone number (« +41 79 … » stays as it is).
 */
export function csvCell(value: unknown) {
  let text = value == null ? '' : String(value);
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !NUMBER.test(text) && !isValidPhone(text));
  if (formula) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV of `rows`, one column per (name, value) pair: the same BOM, « ; », CRLF and cells as the leads'. */
export function csvDocument<T>(columns: readonly (readonly [string, (row: T) => unknown])[], rows: readonly T[]) {
  const lines = [
    columns.map(([name]) => name).join(';'),
    ...rows.map((row) => columns.map(([, get]) => csvCell(get(row))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
