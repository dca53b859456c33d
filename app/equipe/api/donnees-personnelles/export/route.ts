import { recordAudit } from '@/lib/server/staff/audit';
import { exportPersonalData } from '@/features/personal-data/server/personal-data';
import { ADDRESS_REFUSED, personalDataAddress } from '@/features/personal-data/server/address';
import { staffRoute } from '@/lib/server/staff/route';
import { NO_STORE, staffJson } from '@/lib/server/staff/guard';
import { zurichDay } from '@/lib/zurich-time';
import { getStorage } from '@/lib/server/db/storage';

/** « Télécharger en JSON »: what `npm run back-office -- personal-data export` prints, as a file for the person. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return staffRoute(request, { mutation: false }, async (staff) => {
    const address = personalDataAddress(new URL(request.url).searchParams.get('email'));
    if (!address)
      return staffJson(400, { success: false, message: ADDRESS_REFUSED, errors: { email: ADDRESS_REFUSED } });
    const storage = await getStorage();
    const data = await exportPersonalData(storage, address);
    // Who looked, never whose data: the audit log holds no personal data.
    await recordAudit({ actor: staff.email, action: 'personal-data.export', targetType: 'personal-data' }, storage);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        ...NO_STORE,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="donnees-personnelles-${zurichDay()}.json"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
