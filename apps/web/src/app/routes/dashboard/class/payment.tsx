import { useParams } from 'react-router';
import { PaymentCheckout } from '../../../../features/payments/components/payment-checkout';
import { useActiveProfileId } from '../../../../lib/active-profile';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'payments:checkout.title' };

/** The payment routes of a class, a kitab and an exam (one screen, by the ids in the path). */
export function Component() {
  const { classId = '', kitabId, examId } = useParams();
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <PaymentCheckout profileId={profileId} classId={classId} kitabId={kitabId} examId={examId} />;
}
