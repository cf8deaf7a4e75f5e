import { LearnerSearch } from '../../../features/staff/learners/components/learner-search';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-learners:title' };

export function Component() {
  return <LearnerSearch />;
}
