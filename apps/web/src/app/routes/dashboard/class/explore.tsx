import { ExploreClasses } from '../../../../features/classes/components/explore-classes';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:explore.title' };

export function Component() {
  return <ExploreClasses />;
}
