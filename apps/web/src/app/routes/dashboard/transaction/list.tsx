import { TransactionList } from '../../../../features/payments/components/transaction-list';
import { useActiveProfileId } from '../../../../lib/active-profile';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'payments:list.title' };

export function Component() {
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <TransactionList profileId={profileId} />;
}
