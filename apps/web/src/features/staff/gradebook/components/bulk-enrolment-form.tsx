import { isMessageKey } from '@academy/contract/messages';
import {
  bulkEnrolmentActions,
  staffBulkEnrolmentBodySchema,
  type StaffBulkEnrolmentResult,
} from '@academy/contract/staff-bulk-enrolments';
import { Alert, Button, Group, List, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { useZodForm } from '../../../../lib/form';
import { useApplyBulkEnrolments } from '../api/apply-bulk-enrolments';

/** What the form asks; the learners are the gradebook's selection. */
const choiceSchema = staffBulkEnrolmentBodySchema.omit({ profileIds: true });

/**
 * Bulk work on the learners selected in the gradebook: enrol (again), suspend or unenrol them,
 * with one reason for the change log. Each learner is done on their own; those left as they were
 * are named with why.
 */
export function BulkEnrolmentForm({
  classId,
  selected,
  nameOf,
  onDone,
}: {
  classId: string;
  selected: string[];
  nameOf: (profileId: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-gradebook');
  const apply = useApplyBulkEnrolments(classId);
  const form = useZodForm(choiceSchema, { action: 'suspend', reason: '' });
  const [outcome, setOutcome] = useState<StaffBulkEnrolmentResult | null>(null);
  const refused = outcome?.results.filter((result) => !result.ok) ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bulk-heading">
          {t('bulk.title', { count: selected.length })}
        </Title>
        <form
          noValidate
          onSubmit={form.onSubmit(async (body) => {
            setOutcome(null);
            const result = await apply.mutateAsync({ ...body, profileIds: selected });
            setOutcome(result);
            form.setValue('reason', '');
            onDone();
          })}
        >
          <Stack gap="sm" maw={520}>
            <NativeSelect
              label={t('bulk.action')}
              data={bulkEnrolmentActions.map((action) => ({
                value: action,
                label: t(`bulk.actions.${action}`),
              }))}
              {...form.field('action')}
            />
            <Textarea
              label={t('bulk.reason')}
              description={t('bulk.reasonDescription')}
              autosize
              minRows={2}
              maxLength={500}
              required
              {...form.field('reason')}
            />
            <FormError message={form.formError} />
            <Group>
              <Button type="submit" loading={form.submitting} disabled={selected.length === 0}>
                {t('bulk.submit', { count: selected.length })}
              </Button>
            </Group>
          </Stack>
        </form>
        {outcome ? (
          <Alert color={refused.length ? 'yellow' : 'green'} variant="light" role="status">
            <Text size="sm" c="dark">
              {t('bulk.done', {
                done: outcome.results.length - refused.length,
                total: outcome.results.length,
              })}
            </Text>
            {refused.length ? (
              <List size="sm" c="dark">
                {refused.map((result) => (
                  <List.Item key={result.profileId}>
                    {nameOf(result.profileId)}:{' '}
                    {result.reason && isMessageKey(result.reason)
                      ? t(result.reason, { ns: 'validation' })
                      : result.reason}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
