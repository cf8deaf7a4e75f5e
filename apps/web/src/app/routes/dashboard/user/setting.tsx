import { GeneralSettings } from '../../../../features/settings/components/general-settings';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'settings:titles.general' };

export function Component() {
  return <GeneralSettings />;
}
