import { useParams } from 'react-router';
import { PaymentPending } from '../../../../features/classes/components/payment-pending';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:payment.title' };

/** The payment routes of a class, a kitab and an exam (one screen, by the ids in the path). */
export function Component() {
  const { classId = '', kitabId, examId } = useParams();
  return <PaymentPending classId={classId} kitabId={kitabId} examId={examId} />;
}
