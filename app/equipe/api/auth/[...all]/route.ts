import { handleStaffAuth } from '@/lib/server/staff/auth-route';

/** Better Auth, behind its door (lib/server/staff/auth-route.ts): sign-in, TOTP, sign-out, password link. */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => handleStaffAuth(request);
export const POST = (request: Request) => handleStaffAuth(request);
