import type { Profile } from '@academy/contract/profile';
import { useActiveProfileId } from '../lib/active-profile';
import { useMe } from './use-me';

/**
 * The active profile's data (from GET /user/me) for screens that show or change it.
 * `profile` is undefined while loading and null when no profile of this account is active.
 */
export function useActiveProfile() {
  const id = useActiveProfileId();
  const me = useMe();
  const profile: Profile | null | undefined = me.data
    ? (me.data.profiles.find((candidate) => candidate.id === id) ?? null)
    : undefined;
  return { id, profile, me };
}
