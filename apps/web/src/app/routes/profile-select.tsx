import { Alert, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ProfilePicker } from '../../features/profiles/components/profile-picker';
import { safeReturnPath } from '../../features/session/access-rules';
import { activeProfile } from '../../lib/active-profile';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.picker' };

export function Component() {
  const { t } = useTranslation('profiles');
  const [searchParams] = useSearchParams();
  // Sent here because the server asked for the profile's PIN again (router.tsx).
  const gated = (useLocation().state as { profileGate?: boolean } | null)?.profileGate === true;
  // The refused profile is no longer active: it must be chosen again with its PIN.
  useEffect(() => {
    if (gated) activeProfile.clear();
  }, [gated]);
  return (
    <Stack gap="md">
      {gated ? (
        <Alert color="yellow" role="status" maw={720} mx="auto" w="100%">
          {t('picker.pinAgain')}
        </Alert>
      ) : null}
      <ProfilePicker to={safeReturnPath(searchParams.get('to'))} />
    </Stack>
  );
}
