import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from './query-error';

/**
 * What a screen shows before its data: a labelled loader while the query loads, or its error
 * (with a retry, or the way back when refused). `if (!query.data) return <QueryStatus query={query} />`.
 */
export function QueryStatus({
  query,
  label,
  minHeight = 200,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  label?: string;
  minHeight?: number;
}) {
  const { t } = useTranslation();
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-label={label ?? t('loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
