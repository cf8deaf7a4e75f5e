import { Affix, Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appUpdate } from '../../../lib/service-worker';
import { useAppStatus } from '../hooks/use-app-status';

/**
 * The app's connection and version, over every screen (decision 0043): a notice while the
 * device is offline, and an offer to reload when a new version of the app is ready. The
 * server renders neither (it is always online and current), so hydration matches.
 */
export function AppStatus() {
  const { t } = useTranslation('pwa', { useSuspense: false });
  const { online: deviceOnline, updateReady, offlineNoticeOwned } = useAppStatus();
  // A screen with its own offline message (an exam being sat) speaks for the connection.
  const online = deviceOnline || offlineNoticeOwned;
  if (online && !updateReady) return null;
  return (
    // The band lets taps through: only the update offer's own button takes them, so the notice
    // never covers a screen's controls (an exam's "Next" while the learner answers offline).
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300} style={{ pointerEvents: 'none' }}>
      {online ? (
        <Alert
          color="green"
          variant="filled"
          maw={480}
          mx="auto"
          title={t('update.title')}
          role="status"
          style={{ pointerEvents: 'auto' }}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('update.text')}</Text>
            <Button size="xs" color="gold.3" c="dark.9" onClick={() => appUpdate.apply()}>
              {t('update.reload')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Alert color="dark" variant="filled" maw={480} mx="auto" title={t('offline.title')} role="status">
          {t('offline.text')}
        </Alert>
      )}
    </Affix>
  );
}
