import type { Profile } from '@academy/contract/profile';
import { paths } from '../../config/paths';
import { session } from '../../lib/session';
import { readStored, writeStored } from '../../lib/storage';

/** The signed-in account's entry among the skipped ids. */
const accountEntry = () => {
  const userId = session.get().user?.id;
  return userId ? `account:${userId}` : null;
};

/**
 * "Skip for now" on the address step is remembered for the profile and for its account, so it is
 * asked neither again nor on the account's other profiles (a new profile's first entry included).
 */
export const addressSkips = {
  has(profileId: string) {
    const skipped = readStored<string[]>('addressSkipped') ?? [];
    const account = accountEntry();
    return skipped.includes(profileId) || (account !== null && skipped.includes(account));
  },
  add(profileId: string) {
    const skipped = readStored<string[]>('addressSkipped') ?? [];
    const added = [profileId, accountEntry()].filter(
      (id): id is string => id !== null && !skipped.includes(id),
    );
    if (added.length > 0) writeStored('addressSkipped', [...skipped, ...added]);
  },
};

/**
 * Where a learner goes once a profile is entered (decisions §1 "Onboarding order"):
 * /gender when the profile has no gender, then /onboarding-address when it has no address
 * (unless skipped, now or before on this device, for it or another profile of the account), then `to` or /dashboard. `to` must already be
 * a safe app path; it is kept through every step.
 */
export function nextOnboardingStep(
  profile: Pick<Profile, 'gender' | 'address'> & { id?: string },
  to: string | null,
  {
    addressSkipped = profile.id !== undefined && addressSkips.has(profile.id),
  }: { addressSkipped?: boolean } = {},
): string {
  if (!profile.gender) return paths.selectGender.getHref(to);
  if (!profile.address && !addressSkipped) return paths.onboardingAddress.getHref(to);
  return to ?? paths.dashboard.root.getHref();
}

/** What choosing a profile on the picker asks for first. */
export type EntryStep = 'enter' | 'checkPin' | 'setPin';

/**
 * A profile without a PIN sets one first (decisions §1); one that requires its PIN asks for it,
 * unless it is the active profile, already opened with its PIN in this session.
 */
export function entryStep(
  profile: Pick<Profile, 'hasPin' | 'pinRequired'>,
  { active = false }: { active?: boolean } = {},
): EntryStep {
  if (!profile.hasPin) return 'setPin';
  return profile.pinRequired && !active ? 'checkPin' : 'enter';
}
