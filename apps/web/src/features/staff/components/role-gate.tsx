import type { ReactNode } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { RefusedNotice } from '../../../components/refused-notice';
import { useStaffMe } from '../api/get-staff-me';
import type { StaffRole } from '../staff-permissions';

/** A console screen for the roles `allow` accepts; any other role is told so, with the way back. */
export function RoleGate({ allow, children }: { allow: (role: StaffRole) => boolean; children: ReactNode }) {
  const me = useStaffMe();
  if (!me.data) return <QueryStatus query={me} />;
  return allow(me.data.role) ? children : <RefusedNotice />;
}
