import type { AccountDeletionStatus } from '@academy/contract/data-rights';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<AccountDeletionStatus, string> = { scheduled: 'red', cancelled: 'gray', erased: 'dark' };

/** A deletion request's status, in words. */
export function DeletionStatusBadge({ status }: { status: AccountDeletionStatus }) {
  const { t } = useTranslation('staff-learners');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`deletions.status.${status}`)}
    </Badge>
  );
}
