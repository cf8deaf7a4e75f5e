import type { SignedInUser } from '@academy/contract/user';
import { useSyncExternalStore } from 'react';
import { authPaths } from '@academy/contract/endpoints';
import { api } from './api-client';
import { readStored, removeStored, writeStored } from './storage';
import { endPushOnThisBrowser } from './web-push';

/** Session state (spec §3): status.loggedIn, user, error. */
export interface SessionState {
  status: { loggedIn: boolean };
  user: SignedInUser | null;
  error: string | null;
}

/**
 * The session is client state shared by every feature, so it lives in lib/ (features do not
 * import each other). Server data (user detail, profiles) stays in the query cache.
 */
function initialState(): SessionState {
  const user = readStored<SignedInUser>('user');
  // At start the session is logged in when a stored user exists (spec §4).
  return { status: { loggedIn: user !== null }, user, error: null };
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Successful login stores the user. */
  loginSucceeded(user: SignedInUser) {
    writeStored('user', user);
    setState({ status: { loggedIn: true }, user, error: null });
  },
  /** Login failure clears the user and stores the error. */
  loginFailed(error: string) {
    removeStored('user');
    setState({ status: { loggedIn: false }, user: null, error });
  },
  /** Verification marks logged in and saves the user. */
  verified(user: SignedInUser) {
    this.loginSucceeded(user);
  },
  /** The account changed (name, phone, e-mail, language): the stored user follows; the token stays. */
  userUpdated(fields: Partial<Omit<SignedInUser, 'token' | 'tokenExpiresAt'>>) {
    if (!state.user) return;
    const user = { ...state.user, ...fields };
    writeStored('user', user);
    setState({ ...state, user });
  },
  /** Register success or failure leaves the session logged out. */
  registered() {
    setState({ ...state, status: { loggedIn: false } });
  },
  /** Ends the token on the server; a failure (offline, already ended) does not matter here. */
  async revoke(): Promise<void> {
    if (!(state.user?.token ?? readStored<SignedInUser>('user')?.token)) return;
    await api.post(authPaths.logout).catch(() => undefined);
  },
  /**
   * Clears stored user, user detail, profile, OTP data and exam answers and empties the
   * profile. `revoke` also ends the token on the server (not when the server already said 401).
   */
  logout({ revoke = true }: { revoke?: boolean } = {}) {
    const hadToken = state.user?.token ?? readStored<SignedInUser>('user')?.token;
    if (revoke && hadToken) {
      // Sent before the token is forgotten; the local logout does not wait for it.
      api.post(authPaths.logout).catch(() => undefined);
    }
    removeStored('user', 'userDetail', 'profile', 'otp', 'examAnswers');
    // A shared phone: the next account never sees this one's notifications.
    endPushOnThisBrowser().catch(() => undefined);
    setState({ status: { loggedIn: false }, user: null, error: null });
  },
};

/** The session in a component; re-renders on sign-in and sign-out. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
