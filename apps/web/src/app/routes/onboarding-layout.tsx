import { Outlet } from 'react-router';
import { OnboardingLayout } from '../../components/layouts/onboarding-layout';
import { SignOutButton } from '../../features/session/components/sign-out-button';

/** /profile, /gender and /onboarding-address: signed in, before the dashboard. */
export function Component() {
  return (
    <OnboardingLayout actions={<SignOutButton />}>
      <Outlet />
    </OnboardingLayout>
  );
}
