import type { Exam, ExamAttempt } from '@academy/contract/exam';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useActiveProfileId } from '../../../lib/active-profile';
import { ApiError } from '../../../lib/api-client';
import { useAttempt } from '../api/get-attempt';
import { useExam } from '../api/get-exam';
import { ExamOverview } from './exam-overview';
import { isExamPinRefusal } from '../exam-errors';
import { ExamPinRequired } from './exam-pin-gate';
import { ExamTaking } from './exam-taking';

/** Loads the running attempt and sits it; a finished one leads to its report. */
function RunningAttempt({
  exam,
  attemptId,
  profileId,
}: {
  exam: Exam;
  attemptId: string;
  profileId: string;
}) {
  const attempt = useAttempt(attemptId, profileId);
  if (attempt.isError && isExamPinRefusal(attempt.error)) {
    return <ExamPinRequired profileId={profileId} onEntered={() => attempt.refetch()} />;
  }
  if (!attempt.data || !attempt.isFetchedAfterMount) return <QueryStatus query={attempt} />;
  if (attempt.data.status !== 'in_progress') {
    return <Navigate to={paths.dashboard.examReport.getHref(exam.kitabId, exam.id)} replace />;
  }
  return <ExamTaking exam={exam} attempt={attempt.data} profileId={profileId} />;
}

/** Where an exam screen needs the exam: errors (403 not enrolled, 404) are said plainly. */
export function useExamScreen(examId: string) {
  const profileId = useActiveProfileId() ?? '';
  const exam = useExam(examId, profileId);
  return { profileId, exam };
}

export function ExamLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('exams');
  return (
    <Stack gap="sm" maw={640}>
      <Alert color="yellow" role="alert" title={t('overview.unavailable')}>
        {error instanceof ApiError ? error.message : t('validation:examSomethingWrong')}
      </Alert>
      <Anchor component={Link} to={paths.dashboard.myClasses.getHref()}>
        {t('overview.myClasses')}
      </Anchor>
    </Stack>
  );
}

/**
 * `/dashboard/kitab/{kitabId}/q/{examId}`: the exam with its state and action; while an attempt
 * runs (continued here, or entered with the PIN) the exam itself.
 */
export function ExamPage({ examId }: { examId: string }) {
  const { t } = useTranslation('exams');
  const { profileId, exam } = useExamScreen(examId);
  const [entered, setEntered] = useState<ExamAttempt | null>(null);
  if (exam.isError) return <ExamLoadError error={exam.error} />;
  if (!exam.data) return <QueryStatus query={exam} label={t('loading')} />;
  // With the exam PIN on, continuing asks for it first (the overview's Continue button).
  const running =
    entered?.id ??
    (exam.data.state === 'continue' && !exam.data.pinRequired ? exam.data.currentAttemptId : null);
  if (running)
    return <RunningAttempt key={running} exam={exam.data} attemptId={running} profileId={profileId} />;
  return <ExamOverview exam={exam.data} profileId={profileId} onEnter={setEntered} />;
}
