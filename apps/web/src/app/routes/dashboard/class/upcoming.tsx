import { UpcomingClasses } from '../../../../features/classes/components/upcoming-classes';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:upcoming.title' };

export function Component() {
  return <UpcomingClasses />;
}
