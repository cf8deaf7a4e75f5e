import type { NotificationKind } from '@academy/contract/meetings';
import { Affix, Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveProfileId } from '../../../lib/active-profile';
import { readStored, writeStored } from '../../../lib/storage';
import { useBellNotifications } from '../api/get-notifications';
import { usePushDevice } from '../api/push-subscriptions';
import { usePushFailureText } from './push-failure-text';

/** The kinds that are reminders: the first one in the inbox is when push is offered. */
const reminderKinds: readonly NotificationKind[] = ['meetingReminder', 'examClosing', 'paymentExpiring'];

/** When this device first opened the dashboard (now, the first time). */
function firstSeenHere(): string {
  const seen = readStored<string>('pushFirstSeen');
  if (seen) return seen;
  const now = new Date().toISOString();
  writeStored('pushFirstSeen', now);
  return now;
}

function Offer({ profileId }: { profileId: string }) {
  const { t } = useTranslation('notifications');
  // The bell's own query: no extra call.
  const inbox = useBellNotifications(profileId);
  const { supported, blocked, on, change } = usePushDevice(profileId);
  const [answered, setAnswered] = useState(() => readStored<boolean>('pushOffered') === true);
  const [firstSeen] = useState(firstSeenHere);
  const failure = usePushFailureText(change.error);
  // A reminder that came after the first visit here: never on a first visit.
  const hadReminder =
    inbox.data?.items.some((notice) => reminderKinds.includes(notice.kind) && notice.createdAt > firstSeen) ??
    false;
  if (answered || !supported || blocked || on || !hadReminder) return null;
  const close = () => {
    writeStored('pushOffered', true);
    setAnswered(true);
  };
  return (
    // Over the screen, like the app's status band: it moves nothing on the page when it appears.
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={290}>
      <Alert
        color="green"
        variant="light"
        maw={480}
        mx="auto"
        title={t('push.offerTitle')}
        role="region"
        aria-label={t('push.offerTitle')}
        withCloseButton={false}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <Text size="sm">{t('push.offerText')}</Text>
        {failure ? (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group gap="xs" mt="sm">
          <Button
            size="xs"
            color="green.8"
            loading={change.isPending}
            onClick={() => change.mutate(true, { onSuccess: close })}
          >
            {t('push.offerOn')}
          </Button>
          <Button size="xs" variant="default" onClick={close}>
            {t('push.offerLater')}
          </Button>
        </Group>
      </Alert>
    </Affix>
  );
}

/**
 * The one-time offer to turn push on (issue 41): once a reminder the learner would have received by
 * push arrived after this device's first visit (never on a first visit), until they turn it on or
 * say not now.
 */
export function PushOffer() {
  const profileId = useActiveProfileId();
  return profileId ? <Offer profileId={profileId} /> : null;
}
