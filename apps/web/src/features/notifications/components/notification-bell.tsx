import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useBellNotifications } from '../api/get-notifications';

function Bell({ profileId }: { profileId: string }) {
  const { t } = useTranslation('notifications');
  const query = useBellNotifications(profileId);
  const unread = query.data?.extra.unread ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={paths.dashboard.notifications.getHref()}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('bell', { count: unread })}
      pos="relative"
      // The badge sits over the bell's corner: the icon's own box must not cut it off.
      style={{ overflow: 'visible' }}
    >
      <IconBell size={22} aria-hidden />
      {unread > 0 ? (
        <Badge
          size="xs"
          color="red.8"
          circle={unread < 10}
          pos="absolute"
          top={-6}
          right={-8}
          aria-hidden
          style={{ pointerEvents: 'none' }}
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </ActionIcon>
  );
}

/** The header's bell: the inbox's unread count, a link to the inbox. */
export function NotificationBell() {
  const profileId = useActiveProfileId();
  return profileId ? <Bell profileId={profileId} /> : null;
}
