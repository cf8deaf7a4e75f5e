import type { StaffLearnerProfile } from '@academy/contract/staff-learners';
import { Alert, Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { useStaffMe } from '../../api/get-staff-me';
import { RecordPaymentForm } from '../../payments/components/record-payment-form';
import { EnrolForm } from './enrol-form';
import { LearnerStudy } from './learner-study';
import { UnlockPinDialog } from './unlock-pin-dialog';

/** A profile of the account: who it is, its PIN state, what it studies, and what staff may do for it. */
export function LearnerProfile({ userId, profile }: { userId: string; profile: StaffLearnerProfile }) {
  const { t } = useTranslation('staff-learners');
  const language = useLanguage();
  const [unlocking, { open, close }] = useDisclosure(false);
  const [unlocked, setUnlocked] = useState(false);
  const headingId = `profile-${profile.id}`;
  const isAdmin = useStaffMe().data?.role === 'admin';

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {t('profile.heading', { number: profile.number, name: profile.name })}
          </Title>
          <Group gap="xs" wrap="wrap">
            {profile.isMain ? (
              <Badge variant="light" color="blue">
                {t('profile.main')}
              </Badge>
            ) : null}
            <Badge variant="light" color="gray">
              {t(`profile.gender.${profile.gender ?? 'none'}`)}
            </Badge>
            <Badge variant="light" color="gray">
              {t(profile.hasPin ? 'profile.pinSet' : 'profile.pinNone')}
            </Badge>
            {profile.hasPin ? (
              <Badge variant="light" color="gray">
                {t(profile.pinRequired ? 'profile.pinRequired' : 'profile.pinNotRequired')}
              </Badge>
            ) : null}
            {profile.examPinRequired ? (
              <Badge variant="light" color="gray">
                {t('profile.examPinRequired')}
              </Badge>
            ) : null}
            {profile.pinLockedUntil ? (
              <Badge variant="filled" color="red.8">
                {t('profile.pinLocked', { time: formatDateTime(profile.pinLockedUntil, language) })}
              </Badge>
            ) : null}
          </Group>
          {profile.pinLockedUntil ? (
            <Button
              variant="light"
              color="red"
              w="fit-content"
              onClick={open}
              aria-label={t('unlock.actionNamed', { name: profile.name })}
            >
              {t('unlock.action')}
            </Button>
          ) : null}
          {unlocked && !profile.pinLockedUntil ? (
            <Alert color="green" variant="light" role="status" withCloseButton={false}>
              {t('unlock.done', { name: profile.name })}
            </Alert>
          ) : null}
        </Stack>

        <LearnerStudy profile={profile} />
        <EnrolForm userId={userId} profile={profile} />
        {isAdmin ? <RecordPaymentForm profileId={profile.id} profileName={profile.name} /> : null}
      </Stack>
      {unlocking ? (
        <UnlockPinDialog
          userId={userId}
          profile={profile}
          onClose={close}
          onUnlocked={() => {
            setUnlocked(true);
            close();
          }}
        />
      ) : null}
    </Card>
  );
}
