import { useSetPinRequirement } from '../api/set-pin-requirement';
import { PinSwitchSettings, type PinSwitch } from './pin-switch-settings';

const pinRequirement: PinSwitch = {
  texts: 'settings:pinRequirement',
  pageTitle: 'settings:titles.pin',
  isOn: (profile) => profile.pinRequired,
  useSave: () => {
    const save = useSetPinRequirement();
    return {
      mutateAsync: ({ profileId, on, pin }) =>
        save.mutateAsync({ profileId, body: { pinRequired: on, pin } }),
    };
  },
};

/** /dashboard/user/setting/pin: whether switching to the active profile asks for its PIN. */
export function PinRequirementSettings() {
  return <PinSwitchSettings kind={pinRequirement} />;
}
