import { recordAudit } from '@/lib/server/staff/audit';
import { bookingsCsv } from '@/features/booking/server/csv';
import { listBookings, parseBookingFilter } from '@/features/booking/server/week';
import { csvDownloadHeaders } from '@/lib/server/staff/csv-download';
import { staffRoute } from '@/lib/server/staff/route';
import { getStorage } from '@/lib/server/db/storage';

/** The appointments as CSV: one office or both (`bureau`), between two days (`du`, `au`) of the office's clock. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return staffRoute(request, { mutation: false }, async (staff) => {
    const filter = parseBookingFilter(Object.fromEntries(new URL(request.url).searchParams));
    const storage = await getStorage();
    const bookings = await listBookings(storage, filter);
    await recordAudit(
      {
        actor: staff.email,
        action: 'bookings.export',
        targetType: 'booking',
        details: { ...filter, rendezVous: bookings.length },
      },
      storage,
    );
    return new Response(bookingsCsv(bookings), { headers: csvDownloadHeaders('rendez-vous') });
  });
}
