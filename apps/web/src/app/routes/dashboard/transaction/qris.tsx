import { useParams } from 'react-router';
import { QrisPayment } from '../../../../features/payments/components/qris-payment';
import { useActiveProfileId } from '../../../../lib/active-profile';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'payments:qris.title' };

export function Component() {
  const { transactionId = '' } = useParams();
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <QrisPayment profileId={profileId} transactionId={transactionId} />;
}
