import { ProfileOverview } from '../../../features/profiles/components/profile-overview';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.overview' };

export function Component() {
  return <ProfileOverview />;
}
