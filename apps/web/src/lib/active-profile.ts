import { useSyncExternalStore } from 'react';
import { session } from './session';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The active learner profile (spec §3 "user state: active profile (id)"), chosen on /profile
 * with its PIN. Kept in the browser with the account it belongs to, so a profile of another
 * account is never taken as active. Every feature that calls per-profile APIs reads it here.
 */
export interface ActiveProfile {
  id: string;
  userId: string;
}

function isActiveProfile(value: unknown): value is ActiveProfile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ActiveProfile).id === 'string' &&
    typeof (value as ActiveProfile).userId === 'string'
  );
}

function stored(): ActiveProfile | null {
  const value = readStored<unknown>('profile');
  return isActiveProfile(value) ? value : null;
}

let current: ActiveProfile | null = stored();
const listeners = new Set<() => void>();

function setCurrent(next: ActiveProfile | null) {
  current = next;
  for (const listener of listeners) listener();
}

// Logout removes the stored profile (lib/session.ts); the in-memory copy follows it.
session.subscribe(() => {
  if (!session.get().status.loggedIn && current) setCurrent(null);
});

export const activeProfile = {
  /** The active profile of the signed-in account, or null. */
  get(): ActiveProfile | null {
    const userId = session.get().user?.id;
    return current && current.userId === userId ? current : null;
  },
  set(profile: ActiveProfile) {
    writeStored('profile', profile);
    setCurrent(profile);
  },
  /** Forgets the active profile (the server asked for its PIN again). */
  clear() {
    removeStored('profile');
    setCurrent(null);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const unsubscribeSession = session.subscribe(listener);
    return () => {
      listeners.delete(listener);
      unsubscribeSession();
    };
  },
};

/** The active profile in a component; re-renders when it changes or the session ends. */
export function useActiveProfileId(): string | null {
  const get = () => activeProfile.get()?.id ?? null;
  return useSyncExternalStore(activeProfile.subscribe, get, get);
}
