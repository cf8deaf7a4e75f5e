import { Alert, Card, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveProfileId } from '../../../lib/active-profile';
import { usePushDevice } from '../api/push-subscriptions';
import { usePushFailureText } from './push-failure-text';

function DeviceSwitch({ profileId }: { profileId: string }) {
  const { t } = useTranslation('notifications');
  const { supported, blocked, on, change } = usePushDevice(profileId);
  const failure = usePushFailureText(change.error);
  return (
    <Card>
      <Title order={2} size="h4">
        {t('push.deviceTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('push.deviceHint')}
      </Text>
      {supported ? (
        <Switch
          mt="sm"
          label={t('push.switch')}
          checked={on}
          disabled={change.isPending || (blocked && !on)}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
      ) : null}
      {!supported ? (
        <Text size="sm" mt="sm" role="status">
          {t('push.unsupported')}
        </Text>
      ) : null}
      {supported && blocked && !on ? (
        <Text size="sm" mt="sm" role="status">
          {t('push.blocked')}
        </Text>
      ) : null}
      {change.isSuccess && on ? (
        <Alert color="green" mt="sm" role="status">
          {t('push.on')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" mt="sm" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Card>
  );
}

/** Push on this phone or computer for the active profile (issue 41): a switch that asks the browser. */
export function PushDeviceSwitch() {
  const profileId = useActiveProfileId();
  return profileId ? <DeviceSwitch profileId={profileId} /> : null;
}
