import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageOf } from '../lib/page-param';

/** The page of a paged list in the address, and the way to another one. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const setPage = (next: number) => {
    const query = new URLSearchParams(searchParams);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    setSearchParams(query);
  };
  return [page, setPage];
}

/** Page links under a paged list, labelled for screen readers; nothing when there is one page. */
export function PageNavigation({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('paging.label')}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getItemProps={(page) => ({ 'aria-label': t('paging.page', { page }) })}
        getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
      />
    </Group>
  );
}
