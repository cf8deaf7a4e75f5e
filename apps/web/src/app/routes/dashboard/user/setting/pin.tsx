import { PinRequirementSettings } from '../../../../../features/settings/components/pin-requirement-settings';
import type { RouteHandle } from '../../../../route-handle';

export const handle: RouteHandle = { title: 'settings:titles.pin' };

export function Component() {
  return <PinRequirementSettings />;
}
