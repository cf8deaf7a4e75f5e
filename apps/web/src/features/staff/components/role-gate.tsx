import type { ReactNode } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { RefusedNotice } from '../../../components/refused-notice';
import { useStaffMe } from '../api/get-staff-me';
import type { StaffMe } from '@academy/contract/staff';
import type { StaffRole } from '../staff-permissions';

/** A console screen for the roles `allow` accepts; any other role is told so, with the way back. */
export function RoleGate({
  allow,
  children,
}: {
  /** Given the role, and the whole of who is signed in (a teacher's own profile is hers). */
  allow: (role: StaffRole, me: StaffMe) => boolean;
  children: ReactNode;
}) {
  const me = useStaffMe();
  if (!me.data) return <QueryStatus query={me} />;
  return allow(me.data.role, me.data) ? children : <RefusedNotice />;
}
