import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../lib/format';
import { useStaffMe } from '../../api/get-staff-me';
import { useAccountDeletions } from '../api/get-account-deletions';
import { DeletionStatusBadge } from './deletion-status-badge';

/** On a learner's page (admins): the account's newest deletion request, if it has one. */
export function LearnerDeletionNotice({ userId }: { userId: string }) {
  const { t } = useTranslation('staff-learners');
  const language = useLanguage();
  const me = useStaffMe();
  const deletions = useAccountDeletions({ accountId: userId, page: 1, size: 1 }, me.data?.role === 'admin');
  const latest = deletions.data?.items[0];
  if (!latest) return null;
  return (
    <Alert color={latest.status === 'scheduled' ? 'red' : 'gray'} title={t('deletions.onLearner')}>
      <Group gap="sm" wrap="wrap">
        <DeletionStatusBadge status={latest.status} />
        <Text size="sm">
          {latest.status === 'scheduled'
            ? t('deletions.scheduledFor', { date: formatDate(latest.eraseAfter, language) })
            : t('deletions.requestedOn', { date: formatDate(latest.requestedAt, language) })}
        </Text>
        <Anchor component={Link} to={paths.staff.accountDeletions.getHref()} size="sm">
          {t('deletions.toList')}
        </Anchor>
      </Group>
    </Alert>
  );
}
