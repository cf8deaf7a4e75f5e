import { displayPhoneNumber } from '@academy/contract/phone-number';
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { ApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useLearner } from '../api/get-learner';
import { LearnerDeletionNotice } from './learner-deletion-notice';
import { LearnerProfile } from './learner-profile';

/** Where the back link leads: the results the learner was opened from (their `?search=…&page=…`). */
function backHref(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  const list = paths.staff.learners.getHref();
  return typeof back === 'string' && back.startsWith('?') ? `${list}${back}` : list;
}

/** One learner account: its contact details, then each profile with its study and the staff actions. */
export function LearnerDetail({
  userId,
  profileSlot,
}: {
  userId: string;
  /** What other features show under each profile (e.g. its memorization map). */
  profileSlot?: (profileId: string) => ReactNode;
}) {
  const { t } = useTranslation('staff-learners');
  const language = useLanguage();
  const { state } = useLocation();
  const learner = useLearner(userId);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backHref(state)} size="sm" w="fit-content">
        ← {t('account.back')}
      </Anchor>
      {learner.error instanceof ApiError && learner.error.code === 404 ? (
        // Not an account the viewer may see (a teacher's learners are those of her classes) or none.
        <Alert color="yellow" role="alert" title={t('account.notFoundTitle')}>
          {t('account.notFound')}
        </Alert>
      ) : !learner.data ? (
        <QueryStatus query={learner} label={t('title')} />
      ) : (
        <>
          <Card withBorder padding="md" radius="md" component="section" aria-labelledby="learner-name">
            <Stack gap="xs">
              <Group gap="sm" wrap="wrap">
                <Title order={1} size="h2" id="learner-name">
                  {learner.data.fullName}
                </Title>
                <Badge color={learner.data.verified ? 'green' : 'yellow'} variant="light">
                  {t(learner.data.verified ? 'account.verified' : 'account.unverified')}
                </Badge>
              </Group>
              <Group gap="lg" wrap="wrap">
                <Text size="sm">
                  <Text span c="dimmed" inherit>
                    {t('account.phone')}:
                  </Text>{' '}
                  {displayPhoneNumber(learner.data.phoneNumber)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" inherit>
                    {t('account.email')}:
                  </Text>{' '}
                  {learner.data.email}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('account.registeredOn', { date: formatDate(learner.data.registeredAt, language) })}
              </Text>
            </Stack>
          </Card>
          <LearnerDeletionNotice userId={learner.data.userId} />
          {learner.data.profiles.map((profile) => (
            <Fragment key={profile.id}>
              <LearnerProfile userId={learner.data.userId} profile={profile} />
              {profileSlot?.(profile.id)}
            </Fragment>
          ))}
        </>
      )}
    </Stack>
  );
}
