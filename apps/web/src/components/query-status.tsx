import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows before its data: a labelled loader while the query loads, or its error
 * with a retry. `if (!query.data) return <QueryStatus query={query} />`.
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
  if (query.isError) {
    return (
      <Alert color="red" title={t('error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error?.message ?? t('error.generic')}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-label={label ?? t('loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
