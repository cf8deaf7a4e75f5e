import { AuditLog } from '../../../features/staff/components/audit-log';
import { RoleGate } from '../../../features/staff/components/role-gate';
import { isAdmin } from '../../../features/staff/staff-permissions';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff:audit.title' };

export function Component() {
  return (
    <RoleGate allow={isAdmin}>
      <AuditLog />
    </RoleGate>
  );
}
