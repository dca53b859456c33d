import type { ReactNode } from 'react';
import { StaffShell } from '@/components/equipe/staff-shell';
import { requireStaffPage } from '@/lib/server/staff/session';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaffPage();
  return <StaffShell staff={staff}>{children}</StaffShell>;
}
