import { useParams } from 'react-router';
import { TransactionDetail } from '../../../features/staff/payments/components/transaction-detail';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-payments:title' };

export function Component() {
  const { id = '' } = useParams();
  return <TransactionDetail key={id} id={id} />;
}
