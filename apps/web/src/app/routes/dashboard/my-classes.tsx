import { MyClasses } from '../../../features/classes/components/my-classes';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'classes:my.title' };

export function Component() {
  return <MyClasses />;
}
