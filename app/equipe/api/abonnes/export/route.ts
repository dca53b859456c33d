import { recordAudit } from '@/lib/server/staff/audit';
import { listSubscribers } from '@/lib/server/newsletter/store';
import { getRepository } from '@/lib/server/leads/repository';
import { staffRoute } from '@/lib/server/staff/route';
import { NO_STORE } from '@/lib/server/staff/guard';
import { subscribersCsv } from '@/lib/server/newsletter/subscribers-csv';
import { zurichDay } from '@/lib/zurich-time';

/** The confirmed subscribers as CSV, the writer of `npm run leads -- subscribers --csv`. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return staffRoute(request, { mutation: false }, async (staff) => {
    const repository = await getRepository();
    const subscribers = await listSubscribers(repository);
    await recordAudit(
      {
        actor: staff.email,
        action: 'subscribers.export',
        targetType: 'subscriber',
        details: { abonnes: subscribers.length },
      },
      repository.database,
    );
    return new Response(subscribersCsv(subscribers), {
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="abonnes-${zurichDay()}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
