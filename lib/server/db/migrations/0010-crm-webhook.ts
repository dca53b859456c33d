import 'server-only';
import type { MigrationUp } from './types';

/**
 * The CRM hook: queue kind `crm-webhook`, about a lead (outbox.lead_id), delivered by
 * an HTTPS POST instead of SMTP (lib/server/mail/crm-webhook.ts). UNIQUE (lead_id, kind) keeps one per
 * lead, so the hook is posted once per lead whatever the retries; it goes with the lead (ON DELETE CASCADE).
 */
export const addCrmWebhook: MigrationUp = async (db) => {
  await db.insertInto('mail_kinds').values({ kind: 'crm-webhook' }).execute();
};
