import 'server-only';
import { NO_SOURCE, parseSource, type LeadSource, type SourceField } from '@/lib/source-fields';

/** The source columns of `leads`, named as the form fields. */
export function sourceColumns(source: LeadSource = NO_SOURCE): Omit<LeadSource, 'click_id_present'> & {
  click_id_present: 0 | 1;
} {
  return { ...source, click_id_present: source.click_id_present ? 1 : 0 };
}

/** The source of a stored row, checked again: a value written by hand that the form would drop reads as unknown. */
export function sourceOf(row: Record<SourceField, unknown>): LeadSource {
  return { ...parseSource((field) => row[field as SourceField]), click_id_present: Number(row.click_id_present) === 1 };
}
