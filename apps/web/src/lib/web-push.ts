import { readStored, removeStored, writeStored } from './storage';

/**
 * This browser's side of Web Push (decision 0155): the service worker's push subscription and
 * the profiles it was sent to the server for. The calls to the server live in
 * features/notifications/api/push-subscriptions.ts.
 */

/** What the browser keeps: the subscription's endpoint and the profiles it was posted for. */
interface PushDevice {
  endpoint: string;
  profileIds: string[];
}

/** Why turning push on failed, as the screen explains it. */
export type PushFailure = 'unsupported' | 'denied' | 'unavailable';

export class PushSetupError extends Error {
  constructor(
    readonly reason: PushFailure,
    options?: ErrorOptions,
  ) {
    super(`push ${reason}`, options);
    this.name = 'PushSetupError';
  }
}

/** How long the service worker may take to be ready before push is called unavailable. */
const workerWaitMs = 10_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Whether the learner blocked notifications for this site (only the browser's settings undo it):
 * the Permissions API's answer, which follows a change; `Notification.permission` where it is
 * missing (some headless browsers say `denied` there while the permission is granted).
 */
export async function pushBlocked(): Promise<boolean> {
  if (!pushSupported()) return false;
  try {
    return (await navigator.permissions.query({ name: 'notifications' })).state === 'denied';
  } catch {
    return Notification.permission === 'denied';
  }
}

/** Whether this browser turned push on for the profile. */
export function pushOnFor(profileId: string): boolean {
  return readStored<PushDevice>('pushDevice')?.profileIds.includes(profileId) ?? false;
}

async function readyWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('unavailable')), workerWaitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Asks the permission and subscribes with the server's VAPID key (an existing subscription of
 * this browser is reused); answers the subscription's JSON for the server.
 */
export async function subscribeBrowser(vapidKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const registration = await readyWorker();
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: bytesOf(vapidKey),
      }));
    return subscription.toJSON();
  } catch (error) {
    // No push service reachable (a browser without one, a blocked network): said plainly.
    throw new PushSetupError('unavailable', { cause: error });
  }
}

/** Records that the subscription was posted for the profile. */
export function rememberPushProfile(endpoint: string, profileId: string): void {
  const device = readStored<PushDevice>('pushDevice');
  const profileIds = device?.endpoint === endpoint ? device.profileIds : [];
  writeStored('pushDevice', { endpoint, profileIds: [...new Set([...profileIds, profileId])] });
}

/**
 * Forgets the profile on this browser; answers the endpoint to remove on the server. The browser's
 * subscription ends once no profile of this browser uses it.
 */
export async function forgetPushProfile(profileId: string): Promise<string | null> {
  const device = readStored<PushDevice>('pushDevice');
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  const endpoint = subscription?.endpoint ?? device?.endpoint ?? null;
  const left = (device?.profileIds ?? []).filter((id) => id !== profileId);
  if (left.length > 0 && endpoint) writeStored('pushDevice', { endpoint, profileIds: left });
  else {
    removeStored('pushDevice');
    await subscription?.unsubscribe();
  }
  return endpoint;
}

/**
 * The browser's subscription when it is no longer the one posted for the profile (the push
 * service renewed it), else null; a subscription gone from the browser forgets the device.
 */
export async function renewedPushSubscription(profileId: string): Promise<PushSubscriptionJSON | null> {
  const device = readStored<PushDevice>('pushDevice');
  if (!device?.profileIds.includes(profileId) || !pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    removeStored('pushDevice');
    return null;
  }
  return subscription.endpoint === device.endpoint ? null : subscription.toJSON();
}

/**
 * At sign-out: the browser's subscription ends, so the push service answers 410 and the server
 * removes it; the next account on a shared phone never sees the last one's notices.
 */
export async function endPushOnThisBrowser(): Promise<void> {
  if (!readStored<PushDevice>('pushDevice')) return;
  removeStored('pushDevice');
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
