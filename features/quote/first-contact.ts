import 'server-only';
import type { Kysely } from 'kysely';
import type { BackOfficeDatabase } from '@/lib/server/db/backoffice-tables';

/**
 * The clock of a lead's first contact stops once: at its first status past « nouveau », or at its first
 * reply from the lead page, whichever comes first. Later changes keep that time (the dashboard's delays).
 */
export async function markFirstContact(db: Kysely<BackOfficeDatabase>, leadId: number, at: Date): Promise<void> {
  await db
    .updateTable('leads')
    .set({ first_contact_at: at.toISOString() })
    .where('id', '=', leadId)
    .where('first_contact_at', 'is', null)
    .execute();
}
