import { Stack } from '@mantine/core';
import { BadgesCard } from './badges-card';
import { CertificatesCard } from './certificates-card';
import { SanadCard } from './sanad-card';

/** The reward of study on the profile page: certificates, badges and the sanad. */
export function ProfileAchievements({ profileId }: { profileId: string }) {
  return (
    <Stack gap="lg" maw={880}>
      <CertificatesCard profileId={profileId} />
      <BadgesCard profileId={profileId} />
      <SanadCard profileId={profileId} />
    </Stack>
  );
}
