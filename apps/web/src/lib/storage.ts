/**
 * Every value the app keeps in the browser (spec §3, §4), under one prefix so logout can
 * clear exactly what the spec lists. Add a key here, never call localStorage elsewhere.
 */
export const storageKeys = {
  /** The signed-in user record; holds the bearer token. */
  user: 'academy.user',
  /** The user detail from GET /user/me: id and profiles. */
  userDetail: 'academy.userDetail',
  /** The active learner profile (id). */
  profile: 'academy.profile',
  /** OTP timing value: which account waits for a code and when a new one may be sent. */
  otp: 'academy.otp',
  /** Exam answers kept while an exam is in progress. */
  examAnswers: 'academy.examAnswers',
  /** Profiles whose address step was skipped on this device (kept across logout). */
  addressSkipped: 'academy.addressSkipped',
  /** The erasure date of the account this device just closed, for the sign-in page to say once. */
  accountClosed: 'academy.accountClosed',
  /** Course marks made offline, waiting to be sent (features/offline/marks-outbox.ts). */
  offlineMarks: 'academy.offlineMarks',
  /** Whether changed downloads update by themselves on Wi-Fi (features/offline). */
  offlineAutoUpdate: 'academy.offlineAutoUpdate',
  /** The preferred interface language (kept across logout). */
  language: 'academy.language',
  /** This browser's push subscription and the profiles it was sent for (cleared at logout). */
  pushDevice: 'academy.pushDevice',
  /** The one-time offer to turn push on was answered or dismissed (kept across logout). */
  pushOffered: 'academy.pushOffered',
  /** When this device first opened the dashboard: push is offered for a reminder after it (kept across logout). */
  pushFirstSeen: 'academy.pushFirstSeen',
} as const;

export type StorageKey = keyof typeof storageKeys;

function area(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then keeps nothing between visits.
    return undefined;
  }
}

export function readStored<T>(key: StorageKey): T | null {
  const raw = area()?.getItem(storageKeys[key]);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    area()?.setItem(storageKeys[key], JSON.stringify(value));
  } catch {
    // Quota or privacy errors: the value simply is not kept.
  }
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) area()?.removeItem(storageKeys[key]);
}

/** The bearer token of the stored user, if signed in. */
export function storedToken(): string | null {
  return readStored<{ token?: string }>('user')?.token ?? null;
}

/** The stored user's id, sent as the `userId` tracking param. */
export function storedUserId(): string | null {
  return readStored<{ id?: string }>('user')?.id ?? null;
}
