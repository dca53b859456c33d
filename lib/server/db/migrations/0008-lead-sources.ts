import 'server-only';
import type { MigrationUp } from './types';

/**
 * Where each lead came from, one nullable column each, so leads stored before read as « source
 * unknown »: the first-touch and last-touch UTM values, whether a click id was in an address of the visit
 * (0/1, never its value), the referrer's host, the landing page, the page of the form and the device.
 * The back-office filters by source and campaign, first or last touch: those four are indexed.
 * Numbered 0008: 0007 belongs to a change written at the same time.
 */
export const addLeadSources: MigrationUp = async (db) => {
  for (const touch of ['first', 'last'])
    for (const part of ['source', 'medium', 'campaign', 'term', 'content'])
      await db.schema.alterTable('leads').addColumn(`${touch}_utm_${part}`, 'text').execute();
  await db.schema
    .alterTable('leads')
    .addColumn('click_id_present', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  for (const name of ['referrer_host', 'landing_page', 'form_page', 'device'])
    await db.schema.alterTable('leads').addColumn(name, 'text').execute();
  for (const column of ['first_utm_source', 'last_utm_source', 'first_utm_campaign', 'last_utm_campaign'])
    await db.schema.createIndex(`leads_${column}`).on('leads').column(column).execute();
};
