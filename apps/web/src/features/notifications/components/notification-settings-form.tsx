import {
  notificationChannels,
  notificationKinds,
  type NotificationSettings,
} from '@academy/contract/meetings';
import { Alert, Button, Card, Checkbox, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { PushDeviceSwitch } from './push-device-switch';

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const [settings, setSettings] = useState(saved);
  const update = useUpdateNotificationSettings();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(settings);
      }}
    >
      <Stack gap="md">
        <Card>
          <Title order={2} size="h4">
            {t('settings.channels')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('settings.channelsHint')}
          </Text>
          <Stack gap="xs" mt="sm">
            {notificationChannels.map((channel) => (
              <Checkbox
                key={channel}
                label={t(`settings.channel.${channel}`)}
                checked={settings.channels[channel]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setSettings((current) => ({
                    ...current,
                    channels: { ...current.channels, [channel]: checked },
                  }));
                }}
              />
            ))}
          </Stack>
        </Card>
        <PushDeviceSwitch />
        <Card>
          <Title order={2} size="h4">
            {t('settings.kinds')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('settings.kindsHint')}
          </Text>
          <Stack gap="xs" mt="sm">
            {notificationKinds.map((kind) => (
              <Checkbox
                key={kind}
                label={t(`kinds.${kind}`)}
                checked={settings.kinds[kind]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setSettings((current) => ({ ...current, kinds: { ...current.kinds, [kind]: checked } }));
                }}
              />
            ))}
          </Stack>
        </Card>
        <Text size="sm" c="dimmed">
          {t('settings.quietHours')}
        </Text>
        {update.isSuccess ? (
          <Alert color="green" role="status">
            {t('settings.saved')}
          </Alert>
        ) : null}
        {update.isError ? (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" color="green.8" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Which reminders and announcements the account hears of, by WhatsApp, e-mail and push; push on this device. */
export function NotificationSettingsForm() {
  const query = useNotificationSettings();
  if (query.isPending) return <Skeleton h={300} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <SettingsForm saved={query.data} />;
}
