import type { Exam, ExamAttempt } from '@academy/contract/exam';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { AnswerQueue } from '../answer-queue';
import { useFinishAttempt } from '../api/finish-attempt';
import { useAttempt } from '../api/get-attempt';
import { saveAnswers } from '../api/save-answers';
import { examErrorMessage, isExamPinRefusal } from '../exam-errors';
import { ExamLoadError, useExamScreen } from './exam-page';
import { ExamPinPrompt, ExamPinRequired } from './exam-pin-gate';

function FinishForm({ exam, attempt, profileId }: { exam: Exam; attempt: ExamAttempt; profileId: string }) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const navigate = useNavigate();
  const finish = useFinishAttempt();
  // The answers this device still holds (kept in browser storage) are sent before finishing.
  const [queue] = useState(
    () =>
      new AnswerQueue({
        attemptId: attempt.id,
        profileId,
        serverAnswers: attempt.answers,
        serverNow: () => Date.now(),
        send: (answers) => saveAnswers(attempt.id, { profileId, answers }),
      }),
  );
  const unanswered = attempt.questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => {
      const value = queue.value(question.id);
      return Array.isArray(value) ? value.length === 0 : !value?.trim();
    });

  const confirm = async () => {
    await queue.retryNow();
    await finish.mutateAsync({ attemptId: attempt.id, profileId });
    void navigate(paths.dashboard.examReport.getHref(exam.kitabId, exam.id), { replace: true });
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('finish.title')}
      </Title>
      <Text>{exam.title[language]}</Text>
      <Card>
        {unanswered.length === 0 ? (
          <Text>{t('finish.allAnswered')}</Text>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{t('finish.unanswered', { count: unanswered.length })}</Text>
            <List>
              {unanswered.map(({ question, number }) => (
                <List.Item key={question.id}>
                  <Anchor
                    component={Link}
                    to={`${paths.dashboard.exam.getHref(exam.kitabId, exam.id)}?q=${number}`}
                  >
                    {t('finish.question', { number })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {queue.pendingCount > 0 ? (
          <Text size="sm" c="var(--mantine-color-orange-light-color)" mt="sm">
            {t('finish.pending', { count: queue.pendingCount })}
          </Text>
        ) : null}
      </Card>
      <Text size="sm" c="gray.7">
        {t('finish.warning')}
      </Text>
      {finish.isError ? (
        <Alert color="red" role="alert">
          {examErrorMessage(t, finish.error)}
        </Alert>
      ) : null}
      {isExamPinRefusal(finish.error) && !finish.isPending ? (
        <ExamPinPrompt profileId={profileId} onEntered={confirm} onClose={() => finish.reset()} />
      ) : null}
      <Group>
        <Button onClick={() => void confirm().catch(() => undefined)} loading={finish.isPending} size="md">
          {t('finish.confirm')}
        </Button>
        <Button
          component={Link}
          to={paths.dashboard.exam.getHref(exam.kitabId, exam.id)}
          variant="default"
          size="md"
        >
          {t('finish.back')}
        </Button>
      </Group>
    </Stack>
  );
}

function RunningFinish({ exam, attemptId, profileId }: { exam: Exam; attemptId: string; profileId: string }) {
  const attempt = useAttempt(attemptId, profileId);
  if (attempt.isError && isExamPinRefusal(attempt.error)) {
    return <ExamPinRequired profileId={profileId} onEntered={() => attempt.refetch()} />;
  }
  if (!attempt.data || !attempt.isFetchedAfterMount) return <QueryStatus query={attempt} />;
  if (attempt.data.status !== 'in_progress') {
    return <Navigate to={paths.dashboard.examReport.getHref(exam.kitabId, exam.id)} replace />;
  }
  return <FinishForm exam={exam} attempt={attempt.data} profileId={profileId} />;
}

/** `…/finish`: confirms finishing, listing the unanswered questions. */
export function ExamFinish({ examId }: { examId: string }) {
  const { profileId, exam } = useExamScreen(examId);
  if (exam.isError) return <ExamLoadError error={exam.error} />;
  if (!exam.data) return <QueryStatus query={exam} />;
  const { currentAttemptId, kitabId, id } = exam.data;
  if (!currentAttemptId) {
    const to = exam.data.lastAttemptId
      ? paths.dashboard.examReport.getHref(kitabId, id)
      : paths.dashboard.exam.getHref(kitabId, id);
    return <Navigate to={to} replace />;
  }
  return (
    <RunningFinish
      key={currentAttemptId}
      exam={exam.data}
      attemptId={currentAttemptId}
      profileId={profileId}
    />
  );
}
