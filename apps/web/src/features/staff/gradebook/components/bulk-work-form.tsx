import type { StaffGradebook } from '@academy/contract/staff-gradebook';
import { bulkEnrolmentActions, staffBulkEnrolmentBodySchema } from '@academy/contract/staff-bulk-enrolments';
import type { StaffBulkResult } from '@academy/contract/staff-bulk-work';
import {
  overrideMaxExtraAttempts,
  overrideMaxExtraMinutes,
  staffOverrideBodySchema,
} from '@academy/contract/staff-grading';
import type { Announcement } from '@academy/contract/meetings';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../../../components/form-error';
import { useLanguage } from '../../../../hooks/use-language';
import { paths } from '../../../../config/paths';
import { useZodForm } from '../../../../lib/form';
import { AnnouncementForm } from '../../../notifications/staff/announcement-form';
import { BulkOutcome } from '../../components/bulk-outcome';
import { AcademyDateTimeInput } from '../../fields/academy-date-time-input';
import { ReasonField } from '../../learners/components/reason-field';
import { useApplyBulkWork, type BulkWork } from '../api/apply-bulk-work';
import { notify } from '../../../../components/notification-dialog';

const bulkActions = [...bulkEnrolmentActions, 'extendExam', 'issueCertificates', 'message'] as const;
type BulkAction = (typeof bulkActions)[number];

/** What the form asks; the learners are the gradebook's selection. */
const bulkFormSchema = z
  .object({
    action: z.enum(bulkActions, { error: 'invalidValue' }),
    reason: staffBulkEnrolmentBodySchema.shape.reason,
    examId: z.string(),
    extraAttempts: staffOverrideBodySchema.shape.extraAttempts,
    closesAt: staffOverrideBodySchema.shape.closesAt,
    extraMinutes: staffOverrideBodySchema.shape.extraMinutes,
  })
  .superRefine((values, context) => {
    if (values.action !== 'extendExam') return;
    if (!values.examId) context.addIssue({ code: 'custom', path: ['examId'], message: 'required' });
    if (!values.extraAttempts && !values.extraMinutes && !values.closesAt)
      context.addIssue({ code: 'custom', path: ['extraAttempts'], message: 'overrideEmpty' });
  });
type BulkForm = z.output<typeof bulkFormSchema>;

function workOf(values: BulkForm, profileIds: string[]): BulkWork {
  const { action, reason } = values;
  if (action === 'message') throw new Error('A message is sent by its own form');
  if (action === 'extendExam')
    return {
      kind: 'extension',
      examId: values.examId,
      body: {
        profileIds,
        reason,
        extraAttempts: values.extraAttempts,
        closesAt: values.closesAt ?? null,
        extraMinutes: values.extraMinutes,
      },
    };
  if (action === 'issueCertificates') return { kind: 'certificates', body: { profileIds, reason } };
  return { kind: 'enrolment', body: { action, profileIds, reason } };
}

/** A message's outcome per learner chosen: sent to those with a delivery, the others named. */
function messageOutcome(announcement: Announcement, chosen: string[]): StaffBulkResult {
  const reached = new Set(announcement.deliveries.map((delivery) => delivery.profileId));
  return {
    results: chosen.map((profileId) =>
      reached.has(profileId)
        ? { profileId, ok: true }
        : { profileId, ok: false, reason: 'announcementNotEnrolled' },
    ),
  };
}

/**
 * Bulk work on the learners selected in the gradebook: enrol (again), suspend or unenrol them,
 * extend an exam for them, issue the class's certificate to those who completed it (with one
 * reason for the change log), or send them a message (the announcement form, to them only). Each learner is done on their own; those left as they were are named
 * with why.
 */
export function BulkWorkForm({
  classId,
  exams,
  selected,
  nameOf,
  onDone,
}: {
  classId: string;
  exams: StaffGradebook['exams'];
  selected: string[];
  nameOf: (profileId: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-gradebook');
  const language = useLanguage();
  const apply = useApplyBulkWork(classId);
  const form = useZodForm(bulkFormSchema, {
    action: 'suspend' as BulkAction,
    reason: '',
    examId: exams[0]?.id ?? '',
    extraAttempts: 0,
    closesAt: null as string | null,
    extraMinutes: 0,
  });
  const [outcome, setOutcome] = useState<StaffBulkResult | null>(null);
  const [sentId, setSentId] = useState<string | null>(null);
  const actions = bulkActions.filter((action) => action !== 'extendExam' || exams.length > 0);
  const confirmed = (count: number) =>
    notify({
      title: t('bulk.unenrolConfirm.title', { count }),
      message: t('bulk.unenrolConfirm.text', { count }),
      okLabel: t('bulk.unenrolConfirm.ok', { count }),
      cancelLabel: t('common:dialog.back'),
      danger: true,
    }).then(
      () => true,
      () => false,
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bulk-heading">
          {t('bulk.title', { count: selected.length })}
        </Title>
        <NativeSelect
          label={t('bulk.action')}
          data={actions.map((action) => ({ value: action, label: t(`bulk.actions.${action}`) }))}
          {...form.field('action')}
        />
        {form.values.action === 'message' ? (
          <>
            <Text size="sm" c="gray.7">
              {t('bulk.messageHint')}
            </Text>
            <AnnouncementForm
              classId={classId}
              profileIds={selected}
              onSent={(announcement) => {
                setOutcome(messageOutcome(announcement, selected));
                setSentId(announcement.id);
                onDone();
              }}
            />
          </>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit(async (values) => {
              // Unenrolling closes the class for them: asked first, "Back" changes nothing.
              if (values.action === 'unenrol' && !(await confirmed(selected.length))) return;
              setOutcome(null);
              setSentId(null);
              setOutcome(await apply.mutateAsync(workOf(values, selected)));
              form.setValue('reason', '');
              onDone();
            })}
          >
            <Stack gap="sm" maw={620}>
              {form.values.action === 'extendExam' ? (
                <>
                  <NativeSelect
                    label={t('bulk.exam')}
                    data={exams.map((exam) => ({ value: exam.id, label: exam.title[language] }))}
                    {...form.field('examId')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <NumberInput
                      {...form.field('extraAttempts')}
                      label={t('bulk.extraAttempts')}
                      min={0}
                      max={overrideMaxExtraAttempts}
                      allowDecimal={false}
                      allowNegative={false}
                    />
                    <AcademyDateTimeInput
                      label={t('bulk.closesAt')}
                      description={t('bulk.closesAtHint')}
                      value={form.values.closesAt}
                      onChange={(closesAt) => form.setValue('closesAt', closesAt)}
                      error={form.field('closesAt').error}
                    />
                    <NumberInput
                      {...form.field('extraMinutes')}
                      label={t('bulk.extraMinutes')}
                      min={0}
                      max={overrideMaxExtraMinutes}
                      allowDecimal={false}
                      allowNegative={false}
                    />
                  </SimpleGrid>
                </>
              ) : null}
              {form.values.action === 'issueCertificates' ? (
                <Text size="sm" c="gray.7">
                  {t('bulk.certificatesHint')}
                </Text>
              ) : null}
              <ReasonField description={t('bulk.reasonDescription')} {...form.field('reason')} />
              <FormError message={form.formError} />
              <Group>
                <Button type="submit" loading={form.submitting} disabled={selected.length === 0}>
                  {t('bulk.submit', { count: selected.length })}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {outcome ? (
          <BulkOutcome outcome={outcome} nameOf={nameOf} summary={(counts) => t('bulk.done', counts)}>
            {sentId ? (
              <Anchor
                component={Link}
                to={`${paths.staff.announcements.getHref()}?classId=${encodeURIComponent(classId)}&announcement=${encodeURIComponent(sentId)}`}
                size="sm"
              >
                {t('bulk.seeDeliveries')}
              </Anchor>
            ) : null}
          </BulkOutcome>
        ) : null}
      </Stack>
    </Paper>
  );
}
