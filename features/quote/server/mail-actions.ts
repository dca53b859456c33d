import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';

/**
 * The two e-mail actions of a lead's page. Both (re)queue the company e-mail as due now, with
 * its attempts reset; the caller then kicks the sender (mail/sender.ts) and records the audit entry.
 * - « Pas un spam »: the spam flag goes, and the e-mail a spam never had is queued, with the CRM hook a spam never
 *   reached when CRM_WEBHOOK_URL is set (once per lead: one already queued is kept).
 * - « Renvoyer l’e-mail à l’entreprise »: the company e-mail is queued again, whatever its state.
 */

async function queueCompanyMail(database: OpenDatabase, leadId: number, trx = database.db) {
  const now = new Date().toISOString();
  await trx
    .insertInto('outbox')
    .values({ lead_id: leadId, kind: 'company', status: 'pending', attempts: 0, next_attempt_at: now, queued_at: now })
    .onConflict((oc) =>
      oc.columns(['lead_id', 'kind']).doUpdateSet({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        sent_at: null,
        queued_at: now,
      }),
    )
    .execute();
}

/** The CRM hook of a lead, due now; nothing when one is already queued (UNIQUE lead_id, kind). */
async function queueCrmHook(leadId: number, trx: OpenDatabase['db']) {
  const now = new Date().toISOString();
  await trx
    .insertInto('outbox')
    .values({
      lead_id: leadId,
      kind: 'crm-webhook',
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      queued_at: now,
    })
    .onConflict((oc) => oc.columns(['lead_id', 'kind']).doNothing())
    .execute();
}

/** False when no lead has that id. `crmHook`: CRM_WEBHOOK_URL is set, the lead goes to the CRM too. */
export async function markNotSpam(
  database: OpenDatabase,
  leadId: number,
  { crmHook = false }: { crmHook?: boolean } = {},
): Promise<{ found: boolean; wasSpam: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('is_spam').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return { found: false, wasSpam: false };
    const wasSpam = Boolean(lead.is_spam);
    if (wasSpam) {
      await trx.updateTable('leads').set({ is_spam: 0, spam_reason: null }).where('id', '=', leadId).execute();
      await queueCompanyMail(database, leadId, trx);
      if (crmHook) await queueCrmHook(leadId, trx);
    }
    return { found: true, wasSpam };
  });
}

/** False when no lead has that id, or when it is flagged as spam (« Pas un spam » first). */
export async function resendCompanyMail(
  database: OpenDatabase,
  leadId: number,
): Promise<'queued' | 'not-found' | 'spam'> {
  return database.db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('is_spam').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return 'not-found';
    if (lead.is_spam) return 'spam';
    await queueCompanyMail(database, leadId, trx);
    return 'queued';
  });
}
