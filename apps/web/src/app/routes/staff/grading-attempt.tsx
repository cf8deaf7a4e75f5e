import { useParams } from 'react-router';
import { GradingScreen } from '../../../features/staff/grading/components/grading-screen';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-grading:attempt.pageTitle' };

export function Component() {
  const { attemptId = '' } = useParams();
  return <GradingScreen key={attemptId} attemptId={attemptId} />;
}
