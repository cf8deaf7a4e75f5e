import { AccountDeletionList } from '../../../features/staff/learners/components/account-deletion-list';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-learners:deletions.title' };

export function Component() {
  return <AccountDeletionList />;
}
