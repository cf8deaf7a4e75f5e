import { staffManualEnrolmentBodySchema, type StaffLearnerProfile } from '@academy/contract/staff-learners';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { useZodForm } from '../../../../lib/form';
import { useEnrolLearner } from '../api/enrol-learner';
import { useEnrolmentClasses } from '../api/get-enrolment-classes';
import { ReasonField } from './reason-field';

/**
 * Enrols the profile in a class by hand (for example, paid in cash): a class picker of the classes
 * the staff member reaches (a teacher: theirs) that the profile's gender may join, and a reason for
 * the change log.
 */
export function EnrolForm({ userId, profile }: { userId: string; profile: StaffLearnerProfile }) {
  const { t } = useTranslation('staff-learners');
  // Only the classes this profile's gender may join: the server refuses the others.
  const classes = useEnrolmentClasses(profile.gender ?? 'unset');
  const enrol = useEnrolLearner(userId, profile.id);
  const form = useZodForm(staffManualEnrolmentBodySchema, { classId: '', reason: '' });
  const [enrolledIn, setEnrolledIn] = useState<string | null>(null);
  const headingId = `enrol-${profile.id}`;

  const active = new Set(
    profile.enrolments.filter((enrolment) => enrolment.status === 'active').map((e) => e.classId),
  );
  const options = classes.rows.filter((row) => !active.has(row.id));

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('enrol.titleNamed', { name: profile.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('enrol.description')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(async (body) => {
          setEnrolledIn(null);
          await enrol.mutateAsync(body);
          setEnrolledIn(options.find((row) => row.id === body.classId)?.title ?? null);
          form.setValue('classId', '');
          form.setValue('reason', '');
        })}
      >
        <Stack gap="sm" maw={520}>
          <NativeSelect
            label={t('enrol.class')}
            description={t(profile.gender ? `enrol.openTo.${profile.gender}` : 'enrol.openTo.unset')}
            required
            data={[
              { value: '', label: t('enrol.choose') },
              ...options.map((row) => ({ value: row.id, label: row.title })),
            ]}
            {...form.field('classId')}
            onChange={(event) => {
              setEnrolledIn(null);
              form.setValue('classId', event.currentTarget.value);
            }}
          />
          <ReasonField description={t('enrol.reasonDescription')} {...form.field('reason')} />
          <FormError message={form.formError} />
          <Button type="submit" loading={form.submitting} w="fit-content">
            {t('enrol.submit')}
          </Button>
          {enrolledIn ? (
            <Alert color="green" variant="light" role="status">
              {t('enrol.done', { name: profile.name, class: enrolledIn })}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
