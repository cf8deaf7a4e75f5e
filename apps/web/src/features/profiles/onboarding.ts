import type { Profile } from '@academy/contract/profile';
import { paths } from '../../config/paths';

/**
 * Where a learner goes once a profile is entered (decisions §1 "Onboarding order"):
 * /gender when the profile has no gender, then /onboarding-address when it has no address
 * (unless skipped), then `to` or /dashboard. `to` must already be a safe app path; it is kept
 * through every step.
 */
export function nextOnboardingStep(
  profile: Pick<Profile, 'gender' | 'address'>,
  to: string | null,
  { addressSkipped = false }: { addressSkipped?: boolean } = {},
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
