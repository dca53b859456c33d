import { recordAudit } from '@/lib/server/staff/audit';
import { leadsMatching, parseLeadFilter } from '@/features/quote/search';
import { csvHeader, csvLines } from '@/features/quote/server/csv';
import { csvDownloadHeaders } from '@/lib/server/staff/csv-download';
import { staffRoute } from '@/lib/server/staff/route';
import { getStorage } from '@/lib/server/db/storage';

/** The CSV of the list's current filter (same query string as /equipe/demandes), streamed 500 leads at a time. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return staffRoute(request, { mutation: false }, async (staff) => {
    const filter = parseLeadFilter(new URL(request.url).searchParams);
    const database = await getStorage();
    await recordAudit({
      actor: staff.email,
      action: 'leads.export',
      targetType: 'lead',
      // Which filters were used, not their values (a search may be a person's name).
      details: { filtres: Object.entries(filter).flatMap(([key, value]) => (value && key !== 'page' ? [key] : [])) },
    });
    const batches = leadsMatching(database, filter);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader()));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return new Response(body, {
      headers: csvDownloadHeaders('demandes'),
    });
  });
}
