import type { MeetingPlace as Place } from '@academy/contract/meetings';
import { joinHost, meetingPlatform } from '@academy/contract/meeting-platform';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where a meeting meets, named from its own place: the service its join link leads to (Zoom,
 * Google Meet, YouTube Live, Telegram, else the link's host) or its address on site.
 */
export function MeetingPlaceText({ place }: { place: Place }) {
  const { t } = useTranslation('meetings');
  if (place.kind === 'onsite') {
    return (
      <Text size="xs" c="dimmed">
        {t('onsite', { address: place.address })}
      </Text>
    );
  }
  const platform = meetingPlatform(place.joinUrl);
  return (
    <Text size="xs" c="dimmed">
      {t('online', { platform: platform ? t(`platform.${platform}`) : joinHost(place.joinUrl) })}
    </Text>
  );
}
