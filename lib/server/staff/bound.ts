import 'server-only';
import { notFound } from 'next/navigation';

/**
 * The values a page binds to a Server Action (`saveFollowUp.bind(null, lead.id)`, a template's key, an office)
 * travel in the page's form and come back as the client posts them (the `$ACTION_…` fields): a client can rewrite
 * them into anything JSON holds, an object, an array, a negative number, which the database then refuses with a
 * 500. So each action checks them first, as it checks a field: a value that is not what the page binds is an
 * unknown item, the back-office's 404, which is what the action answers for an id that does not exist.
 */

/** A row's id as the pages bind it: a positive integer. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function assertRecordId(value: unknown): asserts value is number {
  if (!isRecordId(value)) notFound();
}

/** A reply template's key (`devis`, `relance` …): a short lowercase name. */
export const isTemplateKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);

export function assertTemplateKey(value: unknown): asserts value is string {
  if (!isTemplateKey(value)) notFound();
}
