import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { RefusedNotice } from './refused-notice';

/**
 * A list or page that could not be loaded: the reason and a way to try again, or, when the
 * server refused the account outright (403 `forbidden`), that plainly, with the way back.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.reason === 'forbidden') return <RefusedNotice />;
  return (
    <Alert color="red" title={t('error.title')} role="alert">
      {error instanceof Error ? error.message : t('error.generic')}
      <div>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </div>
    </Alert>
  );
}
