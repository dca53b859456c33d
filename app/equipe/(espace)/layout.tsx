import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { StaffShell } from '@/components/equipe/staff-shell';
import { requireStaffPage } from '@/lib/server/staff/session';
import { PATH_HEADER } from '@/lib/server/staff/guard';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaffPage();
  const path = (await headers()).get(PATH_HEADER) ?? '';
  return (
    <StaffShell staff={staff} path={path}>
      {children}
    </StaffShell>
  );
}
