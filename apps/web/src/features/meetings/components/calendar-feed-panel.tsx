import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';

/**
 * The private iCalendar address (RFC 5545) for Google Calendar or the phone's calendar, with a
 * button to renew it: the old address stops working, as when it was shared by mistake.
 */
export function CalendarFeedPanel({ profileId }: { profileId: string }) {
  const { t } = useTranslation('meetings');
  const feed = useCalendarFeed(profileId);
  const renew = useRenewCalendarFeed(profileId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card component="section" aria-labelledby="feed-title">
      <Title order={2} size="h4" id="feed-title">
        {t('feed.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('feed.intro')}
      </Text>
      {feed.isPending ? (
        <Skeleton h={60} mt="sm" />
      ) : feed.isError ? (
        <QueryError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <Stack gap="xs" mt="sm">
          <TextInput
            label={t('feed.address')}
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={feed.data.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" color="green" onClick={copy}>
                  {copied ? t('feed.copied') : t('feed.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="default" onClick={() => setConfirming(true)} loading={renew.isPending}>
              {t('feed.renew')}
            </Button>
          </Group>
          {confirming ? (
            <Alert color="yellow" title={t('feed.renewTitle')}>
              <Text size="sm">{t('feed.renewText')}</Text>
              <Group gap="xs" mt="sm">
                <Button
                  size="xs"
                  color="red.8"
                  onClick={() => {
                    setConfirming(false);
                    renew.mutate();
                  }}
                >
                  {t('feed.renewConfirm')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {t('feed.cancel')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {renew.isSuccess ? (
            <Text size="xs" c="green.9" role="status">
              {t('feed.renewed')}
            </Text>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
