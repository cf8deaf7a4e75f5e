import { isMessageKey } from '@academy/contract/messages';
import type { StaffBulkResult } from '@academy/contract/staff-bulk-work';
import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What bulk work on learners did, learner by learner: a summary, then each learner left as they
 * were named with why (the server's message key), and, with `okLabel`, each learner done too.
 */
export function BulkOutcome({
  outcome,
  nameOf,
  summary,
  okLabel,
  children,
}: {
  outcome: StaffBulkResult;
  nameOf: (profileId: string) => string;
  summary: (counts: { done: number; total: number }) => string;
  okLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('validation');
  const refused = outcome.results.filter((result) => !result.ok);
  const listed = okLabel ? outcome.results : refused;
  return (
    <Alert color={refused.length ? 'yellow' : 'green'} variant="light" role="status">
      <Text size="sm" c="dark">
        {summary({ done: outcome.results.length - refused.length, total: outcome.results.length })}
      </Text>
      {listed.length ? (
        <List size="sm" c="dark">
          {listed.map((result) => (
            <List.Item key={result.profileId}>
              <bdi>{nameOf(result.profileId)}</bdi>:{' '}
              {result.ok
                ? okLabel
                : result.reason && isMessageKey(result.reason)
                  ? t(result.reason)
                  : result.reason}
            </List.Item>
          ))}
        </List>
      ) : null}
      {children}
    </Alert>
  );
}
