import { StaffHome } from '../../../features/staff/components/staff-home';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff:console.title' };

export function Component() {
  return <StaffHome />;
}
