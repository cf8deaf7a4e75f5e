import { TransactionList } from '../../../features/staff/payments/components/transaction-list';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-payments:title' };

export function Component() {
  return <TransactionList />;
}
