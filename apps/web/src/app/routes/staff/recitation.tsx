import { useParams } from 'react-router';
import { RecitationReview } from '../../../features/recitations/components/recitation-review';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'recitations:review.pageTitle' };

export function Component() {
  const { recitationId = '' } = useParams();
  return <RecitationReview key={recitationId} recitationId={recitationId} />;
}
