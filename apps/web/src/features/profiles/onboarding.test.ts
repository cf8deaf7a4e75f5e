// @vitest-environment jsdom
import type { SignedInUser } from '@academy/contract/user';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { addressSkips, entryStep, nextOnboardingStep } from './onboarding';

const address = {
  address: 'Jl. Merdeka 1',
  city: 'Bandung',
  state: 'Jawa Barat',
  postCode: '40111',
  country: 'Indonesia',
};

describe('nextOnboardingStep', () => {
  it('remembers a skipped address per profile on this device', () => {
    const profile = { id: 'profile-skips', gender: 'female' as const, address: null };
    expect(nextOnboardingStep(profile, null)).toBe('/onboarding-address');
    addressSkips.add(profile.id);
    expect(nextOnboardingStep(profile, '/dashboard/faq')).toBe('/dashboard/faq');
    expect(nextOnboardingStep({ ...profile, id: 'another-profile' }, null)).toBe('/onboarding-address');
  });

  it("does not ask a new profile for the address its account skipped (another account's is asked)", () => {
    const signIn = (id: string) => session.loginSucceeded({ id } as SignedInUser);
    signIn('account-skips');
    addressSkips.add('main-profile');
    const added = { id: 'profile-added-later', gender: 'male' as const, address: null };
    expect(nextOnboardingStep(added, null)).toBe('/dashboard');
    signIn('another-account');
    expect(nextOnboardingStep(added, null)).toBe('/onboarding-address');
    session.logout({ revoke: false });
  });

  it('asks the gender first, keeping the target', () => {
    expect(nextOnboardingStep({ gender: null, address: null }, '/dashboard/faq')).toBe(
      '/gender?to=%2Fdashboard%2Ffaq',
    );
    expect(nextOnboardingStep({ gender: null, address }, null)).toBe('/gender');
  });

  it('then the address, keeping the target', () => {
    expect(nextOnboardingStep({ gender: 'female', address: null }, '/dashboard/class?page=2')).toBe(
      '/onboarding-address?to=%2Fdashboard%2Fclass%3Fpage%3D2',
    );
  });

  it('goes to the target or the dashboard once the profile is complete', () => {
    expect(nextOnboardingStep({ gender: 'male', address }, '/dashboard/faq')).toBe('/dashboard/faq');
    expect(nextOnboardingStep({ gender: 'male', address }, null)).toBe('/dashboard');
  });

  it('does not ask the address again once skipped', () => {
    expect(nextOnboardingStep({ gender: 'male', address: null }, null, { addressSkipped: true })).toBe(
      '/dashboard',
    );
    expect(nextOnboardingStep({ gender: null, address: null }, null, { addressSkipped: true })).toBe(
      '/gender',
    );
  });
});

describe('entryStep', () => {
  it('sets a PIN first on a profile without one, whatever the requirement', () => {
    expect(entryStep({ hasPin: false, pinRequired: true })).toBe('setPin');
    expect(entryStep({ hasPin: false, pinRequired: false })).toBe('setPin');
  });

  it('asks the PIN only when the profile requires it', () => {
    expect(entryStep({ hasPin: true, pinRequired: true })).toBe('checkPin');
    expect(entryStep({ hasPin: true, pinRequired: false })).toBe('enter');
  });

  it('does not ask the active profile its PIN again', () => {
    expect(entryStep({ hasPin: true, pinRequired: true }, { active: true })).toBe('enter');
    expect(entryStep({ hasPin: false, pinRequired: true }, { active: true })).toBe('setPin');
  });
});
