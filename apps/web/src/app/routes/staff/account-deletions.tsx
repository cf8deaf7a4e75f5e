import { RoleGate } from '../../../features/staff/components/role-gate';
import { AccountDeletionList } from '../../../features/staff/learners/components/account-deletion-list';
import { isAdmin } from '../../../features/staff/staff-permissions';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-learners:deletions.title' };

export function Component() {
  return (
    <RoleGate allow={isAdmin}>
      <AccountDeletionList />
    </RoleGate>
  );
}
