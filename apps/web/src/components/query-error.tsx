import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list or page that could not be loaded: the reason and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
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
