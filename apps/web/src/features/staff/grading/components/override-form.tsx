import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import {
  overrideMaxExtraAttempts,
  overrideMaxExtraMinutes,
  overrideReasonMax,
  staffOverrideBodySchema,
} from '@academy/contract/staff-grading';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { useZodForm } from '../../../../lib/form';
import { AcademyDateTimeInput } from '../../fields/academy-date-time-input';
import { useDeleteExamOverride } from '../api/delete-exam-override';
import { useSaveExamOverride } from '../api/save-exam-override';

/** What staff type: the exam and learner come from the attempt. */
const overrideFormSchema = staffOverrideBodySchema.omit({ examId: true, profileId: true });

/**
 * An extra attempt, a later close or more minutes for this learner only, with the reason (kept
 * in the change log). Saving replaces the learner's earlier extension of this exam.
 */
export function OverrideForm({ attempt }: { attempt: StaffExamAttempt }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const current = attempt.override;
  const form = useZodForm(overrideFormSchema, {
    extraAttempts: current?.extraAttempts ?? 0,
    closesAt: current?.closesAt ?? null,
    extraMinutes: current?.extraMinutes ?? 0,
    reason: current?.reason ?? '',
  });
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveExamOverride();
  const remove = useDeleteExamOverride();
  const learner = attempt.profile.name;

  return (
    <section aria-labelledby="override-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="override-title">
            {t('override.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('override.intro', { learner })}
          </Text>
        </div>
        {current ? (
          <Alert color="blue" variant="light" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('override.current', {
                  attempts: current.extraAttempts,
                  minutes: current.extraMinutes,
                  closes: current.closesAt
                    ? formatDateTime(current.closesAt, language)
                    : t('override.sameClose'),
                  by: current.createdByName,
                  reason: current.reason,
                })}
              </Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  void remove.mutateAsync(current.id).then(() => setSaved(t('override.removed')))
                }
              >
                {t('override.remove')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <form
          noValidate
          aria-label={t('override.title')}
          onSubmit={form.onSubmit(async (data) => {
            setSaved(null);
            await save.mutateAsync({ ...data, examId: attempt.exam.id, profileId: attempt.profile.id });
            setSaved(t('override.saved', { learner }));
          })}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NumberInput
                {...form.field('extraAttempts')}
                label={t('override.extraAttempts')}
                min={0}
                max={overrideMaxExtraAttempts}
                allowDecimal={false}
                allowNegative={false}
              />
              <AcademyDateTimeInput
                label={t('override.closesAt')}
                description={t('override.examCloses', {
                  when: formatDateTime(attempt.exam.closesAt, language),
                })}
                value={form.values.closesAt}
                onChange={(closesAt) => form.setValue('closesAt', closesAt)}
                error={form.field('closesAt').error}
              />
              <NumberInput
                {...form.field('extraMinutes')}
                label={t('override.extraMinutes')}
                description={t('override.duration', { minutes: attempt.exam.durationMinutes })}
                min={0}
                max={overrideMaxExtraMinutes}
                allowDecimal={false}
                allowNegative={false}
              />
            </SimpleGrid>
            <Textarea
              {...form.field('reason')}
              label={t('override.reason')}
              description={t('override.reasonHint')}
              autosize
              minRows={2}
              maxLength={overrideReasonMax}
              required
            />
            <FormError message={form.formError} />
            {saved ? (
              <Alert color="teal" role="status">
                {saved}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={form.submitting}>
                {t('override.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
