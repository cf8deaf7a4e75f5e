import type { StaffBulkResult } from '@academy/contract/staff-bulk-work';
import { staffManualEnrolmentBodySchema } from '@academy/contract/staff-learners';
import { Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { useZodForm } from '../../../../lib/form';
import { BulkOutcome } from '../../components/bulk-outcome';
import { useApplyBulkWork } from '../../gradebook/api/apply-bulk-work';
import { useEnrolmentClasses } from '../api/get-enrolment-classes';
import { ReasonField } from './reason-field';

/** A profile selected in the search results. */
export type SelectedProfile = { id: string; name: string };

/**
 * Enrols the profiles selected in the learners search in one class, with one reason for the change
 * log: each profile on its own (bulk enrolment), so a full class or the class's gender refuses a
 * learner and not the others; the outcome names each learner.
 */
export function EnrolSelectedForm({ selected, onDone }: { selected: SelectedProfile[]; onDone: () => void }) {
  const { t } = useTranslation('staff-learners');
  const classes = useEnrolmentClasses();
  const form = useZodForm(staffManualEnrolmentBodySchema, { classId: '', reason: '' });
  const apply = useApplyBulkWork(form.values.classId);
  // The names are kept with the outcome: the selection is cleared once it is done.
  const [done, setDone] = useState<{ outcome: StaffBulkResult; names: Map<string, string> } | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="enrol-selected-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="enrol-selected-heading">
          {t('enrolSelected.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('enrolSelected.description')}
        </Text>
        <form
          noValidate
          onSubmit={form.onSubmit(async (body) => {
            setDone(null);
            const names = new Map(selected.map((profile) => [profile.id, profile.name]));
            const outcome = await apply.mutateAsync({
              kind: 'enrolment',
              body: { action: 'enrol', profileIds: [...names.keys()], reason: body.reason },
            });
            setDone({ outcome, names });
            form.setValue('reason', '');
            onDone();
          })}
        >
          <Stack gap="sm" maw={620}>
            <NativeSelect
              label={t('enrol.class')}
              required
              data={[
                { value: '', label: t('enrol.choose') },
                ...classes.rows.map((row) => ({ value: row.id, label: row.title })),
              ]}
              {...form.field('classId')}
            />
            <ReasonField description={t('enrol.reasonDescription')} {...form.field('reason')} />
            <FormError message={form.formError} />
            <Button type="submit" loading={form.submitting} disabled={selected.length === 0} w="fit-content">
              {t('enrolSelected.submit')}
            </Button>
          </Stack>
        </form>
        {done ? (
          <BulkOutcome
            outcome={done.outcome}
            nameOf={(profileId) => done.names.get(profileId) ?? profileId}
            summary={(counts) => t('enrolSelected.done', counts)}
            okLabel={t('enrolSelected.enrolled')}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
