import type { AnswerValue } from '@academy/contract/exam';
import type { StaffExamPreview } from '@academy/contract/staff-exam-preview';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { clockOffset, timeLeftMs } from '../../../exams/exam-clock';
import { ReportView } from '../../../exams/components/exam-report';
import { ExamHeader, isAnswered, QuestionCard } from '../../../exams/components/exam-taking';
import { useExamPreview, useExamPreviewReport } from '../api/exam-preview';

/** What the preview is, said on the sitting and on its report. */
function PreviewBanner({ preview }: { preview: StaffExamPreview }) {
  const { t } = useTranslation('staff');
  return (
    <Alert color="yellow" variant="light" title={t('examPreview.banner')} data-testid="preview-banner">
      <Text size="sm">{t('examPreview.bannerBody')}</Text>
      {preview.visibility !== 'published' ? (
        <Text size="sm" fw={600} mt={4}>
          {t('examPreview.notPublished')}
        </Text>
      ) : null}
    </Alert>
  );
}

/** The time left of the preview, from the server's clock as a learner's attempt counts it. */
function useTimeLeft(preview: StaffExamPreview): number {
  const [offset] = useState(() => clockOffset(preview.serverNow, Date.now()));
  const [msLeft, setMsLeft] = useState(() => timeLeftMs(preview.deadline, Date.now() + offset));
  useEffect(() => {
    const timer = window.setInterval(
      () => setMsLeft(timeLeftMs(preview.deadline, Date.now() + offset)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [offset, preview.deadline]);
  return msLeft;
}

/**
 * One preview: the learner's question cards, answers kept on this page only, then the report
 * graded by the server with the right answers. At zero the preview is handed in, as an attempt is.
 */
function PreviewSitting({
  examId,
  preview,
  onAgain,
}: {
  examId: string;
  preview: StaffExamPreview;
  onAgain: () => void;
}) {
  const { t } = useTranslation('staff');
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const report = useExamPreviewReport(examId);
  const msLeft = useTimeLeft(preview);
  const total = preview.questions.length;
  const answered = preview.questions.filter((question) => isAnswered(answers[question.id])).length;

  const { mutate } = report;
  const finish = useCallback(() => {
    const given = preview.questions.filter((question) => answers[question.id] !== undefined);
    mutate({
      token: preview.token,
      answers: given.map((question) => ({ questionId: question.id, value: answers[question.id]! })),
    });
  }, [answers, mutate, preview]);
  // At zero the preview is handed in, as an attempt is.
  const timeUp = msLeft === 0;
  useEffect(() => {
    if (timeUp && report.isIdle) finish();
  }, [finish, timeUp, report.isIdle]);

  const backToExam = (
    <Button component={Link} to={paths.staff.edit.getHref('exams', examId)} variant="default">
      {t('examPreview.back')}
    </Button>
  );
  if (report.data)
    return (
      <Stack gap="md" maw={860}>
        <PreviewBanner preview={preview} />
        <ReportView
          title={preview.title}
          report={report.data}
          actions={
            <>
              <Button onClick={onAgain}>{t('examPreview.again')}</Button>
              {backToExam}
            </>
          }
        />
      </Stack>
    );

  const errors = report.error instanceof ApiError ? report.error.errorList : [];
  /** The server's refusal of one answer, by the question it was about (`answers.<n>.…`). */
  const answerError = (questionId: string) =>
    errors.find((error) => {
      const index = /^answers\.(\d+)\./.exec(error.field)?.[1];
      return index !== undefined && report.variables?.answers[Number(index)]?.questionId === questionId;
    })?.message;
  const tokenError = errors.find((error) => error.field === 'token')?.message;
  const otherError = report.error && !tokenError && errors.length === 0 ? report.error.message : null;

  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to={paths.staff.edit.getHref('exams', examId)} size="sm" w="fit-content">
        ← {t('examPreview.back')}
      </Anchor>
      <PreviewBanner preview={preview} />
      <ExamHeader
        title={preview.title}
        msLeft={msLeft}
        status={
          <Text size="sm" c="gray.7">
            {t('examPreview.answered', { answered, total })}
          </Text>
        }
      />
      {tokenError ? (
        <Alert color="red" role="alert" title={tokenError}>
          <Button size="xs" onClick={onAgain}>
            {t('examPreview.again')}
          </Button>
        </Alert>
      ) : null}
      {total === 0 ? <Alert color="gray">{t('examPreview.noQuestions')}</Alert> : null}
      {preview.questions.map((question, index) => (
        <Stack key={question.id} gap={4}>
          <QuestionCard
            question={question}
            number={index + 1}
            total={total}
            value={answers[question.id]}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
            disabled={report.isPending || timeUp}
          />
          <FormError message={answerError(question.id)} />
        </Stack>
      ))}
      <FormError message={otherError} />
      <Group justify="flex-end">
        <Button color="green.8" onClick={finish} loading={report.isPending}>
          {t('examPreview.finish')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Staff sit an exam, draft or published, as a learner would; nothing is recorded (decision 0118). */
export function ExamPreviewPage({ examId }: { examId: string }) {
  const preview = useExamPreview(examId);
  if (!preview.data || preview.isFetching) return <QueryStatus query={preview} />;
  return (
    <PreviewSitting
      key={preview.data.token}
      examId={examId}
      preview={preview.data}
      onAgain={() => void preview.refetch()}
    />
  );
}
