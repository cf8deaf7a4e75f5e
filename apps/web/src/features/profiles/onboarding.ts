import type { Profile } from '@academy/contract/profile';
import { paths } from '../../config/paths';
import { readStored, writeStored } from '../../lib/storage';

/** "Skip for now" on the address step is remembered per profile, so it is not asked again. */
export const addressSkips = {
  has: (profileId: string) => (readStored<string[]>('addressSkipped') ?? []).includes(profileId),
  add(profileId: string) {
    const skipped = readStored<string[]>('addressSkipped') ?? [];
    if (!skipped.includes(profileId)) writeStored('addressSkipped', [...skipped, profileId]);
  },
};

/**
 * Where a learner goes once a profile is entered (decisions §1 "Onboarding order"):
 * /gender when the profile has no gender, then /onboarding-address when it has no address
 * (unless skipped, now or before on this device), then `to` or /dashboard. `to` must already be
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

/** A profile without a PIN sets one first (decisions §1); one that requires its PIN asks for it. */
export function entryStep(profile: Pick<Profile, 'hasPin' | 'pinRequired'>): EntryStep {
  if (!profile.hasPin) return 'setPin';
  return profile.pinRequired ? 'checkPin' : 'enter';
}
