import { pushPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import {
  forgetPushProfile,
  pushBlocked,
  pushOnFor,
  pushSupported,
  rememberPushProfile,
  renewedPushSubscription,
  subscribeBrowser,
} from '../../../lib/web-push';

/** Turns push on for this browser and the profile: permission, subscription, then the server. */
async function turnOn(profileId: string): Promise<void> {
  const { key } = await api.get<{ key: string }>(pushPaths.vapidPublicKey);
  const subscription = await subscribeBrowser(key);
  await api.post(pushPaths.subscriptions(profileId), { body: subscription });
  rememberPushProfile(subscription.endpoint!, profileId);
}

/** Posts the browser's subscription again when the push service renewed it since. */
async function keepCurrent(profileId: string): Promise<void> {
  const renewed = await renewedPushSubscription(profileId);
  if (!renewed?.endpoint) return;
  await api.post(pushPaths.subscriptions(profileId), { body: renewed });
  rememberPushProfile(renewed.endpoint, profileId);
}

/** Turns it off: the server forgets the device for the profile, the browser its subscription. */
async function turnOff(profileId: string): Promise<void> {
  const endpoint = await forgetPushProfile(profileId);
  if (endpoint) await api.delete(pushPaths.subscriptions(profileId), { body: { endpoint } });
}

/** Push on this device for the profile: whether it can be, whether it is, and the switch. */
export function usePushDevice(profileId: string) {
  const [on, setOn] = useState(() => pushOnFor(profileId));
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let current = true;
    void pushBlocked().then((answer) => current && setBlocked(answer));
    // Never fails the screen: the next visit tries again.
    keepCurrent(profileId).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [profileId]);
  const change = useMutation({
    mutationFn: async (wanted: boolean) => {
      await (wanted ? turnOn(profileId) : turnOff(profileId));
      return wanted;
    },
    onSuccess: (wanted) => setOn(wanted),
    // Refused by the learner just now: said as blocked from then on.
    onError: () => void pushBlocked().then(setBlocked),
  });
  return { supported: pushSupported(), blocked, on, change };
}
