import { ProfileSettings } from '../../../../../features/settings/components/profile-settings';
import type { RouteHandle } from '../../../../route-handle';

export const handle: RouteHandle = { title: 'settings:titles.profile' };

export function Component() {
  return <ProfileSettings />;
}
