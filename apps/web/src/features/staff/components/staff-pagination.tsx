import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The console's page switcher, with every control named; nothing when there is one page. */
export function StaffPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
      getItemProps={(number) => ({ 'aria-label': t('list.page.number', { number }) })}
    />
  );
}
