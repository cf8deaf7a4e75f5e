import {
  Alert,
  Anchor,
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
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';

/** The feed's address as the webcal:// link a phone's calendar subscribes to. */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** Google Calendar's "add by URL" page for the feed. */
const googleCalendarOf = (url: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalOf(url))}`;

/**
 * The private iCalendar address (RFC 5545) for Google Calendar or the phone's calendar, with a
 * button to renew it: the old address stops working, as when it was shared by mistake.
 */
export function CalendarFeedPanel({ profileId }: { profileId: string }) {
  const { t } = useTranslation('meetings');
  const feed = useCalendarFeed(profileId);
  const renew = useRenewCalendarFeed(profileId);
  const [confirming, setConfirming] = useState(false);
  // The confirmation goes away under the focus: it moves to the new address, or back to the button.
  const addressRef = useRef<HTMLInputElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
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
            ref={addressRef}
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
            <Button
              ref={renewRef}
              size="xs"
              variant="default"
              onClick={() => setConfirming(true)}
              loading={renew.isPending}
            >
              {t('feed.renew')}
            </Button>
          </Group>
          {/* One tap subscribes: the phone's calendar opens a webcal:// address, Google Calendar
              takes it as "add by URL". */}
          <Group gap="md">
            <Anchor href={webcalOf(feed.data.url)} size="sm" className="tap-target">
              {t('feed.openInCalendar')}
            </Anchor>
            <Anchor
              href={googleCalendarOf(feed.data.url)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className="tap-target"
            >
              {t('feed.addToGoogle')}
            </Anchor>
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
                    renew.mutate(undefined, { onSuccess: () => addressRef.current?.focus() });
                  }}
                >
                  {t('feed.renewConfirm')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    setConfirming(false);
                    renewRef.current?.focus();
                  }}
                >
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
