import { staffRoute } from '@/lib/server/staff/route';
import { STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';

/** Any other /equipe/api address: 401 without a session (nothing said about what exists), else 404. */
export const dynamic = 'force-dynamic';

const unknown = (request: Request) =>
  staffRoute(request, { mutation: false }, async () =>
    staffJson(404, { success: false, message: STAFF_MESSAGES.notFound }),
  );

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
