import { Stack } from '@mantine/core';
import { ProfileAchievements } from '../../../features/certificates/components/profile-achievements';
import { ProfileOverview } from '../../../features/profiles/components/profile-overview';
import { useActiveProfileId } from '../../../lib/active-profile';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.overview' };

/** /dashboard/profile: the account and its profiles, then the active profile's certificates, badges and sanad. */
export function Component() {
  const profileId = useActiveProfileId();
  return (
    <Stack gap="lg">
      <ProfileOverview />
      {profileId ? <ProfileAchievements profileId={profileId} /> : null}
    </Stack>
  );
}
