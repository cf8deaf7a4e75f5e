import { GradingQueue } from '../../../features/staff/grading/components/grading-queue';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-grading:queue.title' };

export function Component() {
  return <GradingQueue />;
}
