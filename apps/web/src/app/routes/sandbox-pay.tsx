import { useParams } from 'react-router';
import { SandboxPayer } from '../../features/payments/components/sandbox-payer';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'payments:sandbox.title' };

export function Component() {
  const { orderId = '' } = useParams();
  return <SandboxPayer orderId={orderId} />;
}
