import { Stack } from '@mantine/core';
import { ProfileAchievements } from '../../../features/certificates/components/profile-achievements';
import { ProfileOverview } from '../../../features/profiles/components/profile-overview';
import { MemorizationMap } from '../../../features/recitations/components/memorization-map';
import { useActiveProfileId } from '../../../lib/active-profile';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.overview' };

/** /dashboard/profile: the account and its profiles, then the active profile's certificates, badges and sanad, and its memorization map. */
export function Component() {
  const profileId = useActiveProfileId();
  return (
    <Stack gap="lg">
      <ProfileOverview />
      {profileId ? <ProfileAchievements profileId={profileId} /> : null}
      {profileId ? <MemorizationMap profileId={profileId} /> : null}
    </Stack>
  );
}
