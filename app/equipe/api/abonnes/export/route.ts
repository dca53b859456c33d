import { recordAudit } from '@/lib/server/staff/audit';
import { listSubscribers } from '@/features/newsletter/subscriptions';
import { staffRoute } from '@/lib/server/staff/route';
import { subscribersCsv } from '@/features/newsletter/server/subscribers-csv';
import { csvDownloadHeaders } from '@/lib/server/staff/csv-download';
import { getStorage } from '@/lib/server/db/storage';

/** The confirmed subscribers as CSV, the writer of `npm run back-office -- subscribers --csv`. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return staffRoute(request, { mutation: false }, async (staff) => {
    const storage = await getStorage();
    const subscribers = await listSubscribers(storage);
    await recordAudit(
      {
        actor: staff.email,
        action: 'subscribers.export',
        targetType: 'subscriber',
        details: { abonnes: subscribers.length },
      },
      storage,
    );
    return new Response(subscribersCsv(subscribers), {
      headers: csvDownloadHeaders('abonnes'),
    });
  });
}
