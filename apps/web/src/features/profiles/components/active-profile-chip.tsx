import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { ProfileAvatar } from './profile-avatar';

/**
 * Who is learning now, in the header on every screen size: on a family's shared phone the
 * active profile must always be visible. It leads to the picker to switch.
 */
export function ActiveProfileChip() {
  const { t } = useTranslation('profiles');
  const { profile } = useActiveProfile();
  if (!profile) return null;
  return (
    <UnstyledButton component={Link} to={paths.selectProfile.getHref()} miw={0} data-testid="active-profile">
      <Group gap={6} wrap="nowrap" miw={0}>
        <ProfileAvatar name={profile.name} size="sm" />
        {/* Named by what it shows (WCAG 2.5.3), with words for screen readers around the name. */}
        <VisuallyHidden>{t('activeChip.before')}</VisuallyHidden>
        {/* Two lines before any cut: "Ahmad Fa…" cannot tell Ahmad Fauzan from Ahmad Faisal. */}
        <Text
          size="sm"
          fw={600}
          lh={1.2}
          lineClamp={2}
          maw={{ base: 96, sm: 200 }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {profile.name}
        </Text>
        <VisuallyHidden>{t('activeChip.after')}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
