import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../../../lib/api-client';

/** Paging under a list of attempts, when there is more than one page. */
export function AttemptPages({
  data,
  page,
  onChange,
}: {
  data: Paged<StaffExamAttempt>;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  if (data.meta.totalPages <= 1) return null;
  return (
    <Pagination
      total={data.meta.totalPages}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
      getItemProps={(number) => ({ 'aria-label': t('list.page.number', { number }) })}
    />
  );
}
