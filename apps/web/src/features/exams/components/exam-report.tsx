import type { AnswerValue, Exam, ExamReport as Report, ReportQuestion } from '@academy/contract/exam';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Localized } from '@academy/contract/language';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { useReport } from '../api/get-report';
import { ExamLoadError, useExamScreen } from './exam-page';
import { isExamPinRefusal } from '../exam-errors';
import { ExamPinRequired } from './exam-pin-gate';
import { OptionText, QuestionPrompt } from './question-prompt';
import { BidiText } from '../../../components/bidi-text';

/** The learner's answer as words: the chosen options' texts, or the text written. */
function AnswerText({ question, value }: { question: ReportQuestion; value: AnswerValue | null }) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  if (value === null || (Array.isArray(value) ? value.length === 0 : value.trim() === '')) {
    return <Text c="gray.7">{t('report.noAnswer')}</Text>;
  }
  if (typeof value === 'string' && !question.options) {
    return (
      <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    );
  }
  const ids = Array.isArray(value) ? value : [value];
  const chosen = (question.options ?? []).filter((option) => ids.includes(option.id));
  return (
    <Text>
      {chosen.map((option, index) => (
        <span key={option.id}>
          {index > 0 ? ', ' : null}
          <OptionText text={option.text[language]} />
        </span>
      ))}
    </Text>
  );
}

function Verdict({ question }: { question: ReportQuestion }) {
  const { t } = useTranslation('exams');
  if (question.correct === null) {
    return (
      <Badge color="gray" variant="light" c="gray.9" tt="none">
        {t('report.waiting')}
      </Badge>
    );
  }
  // A staff-graded essay with part of its points is graded, not wrong.
  if (question.kind === 'essay' && !question.correct && (question.awardedPoints ?? 0) > 0) {
    return (
      <Badge color="blue" variant="light" c="blue.9" tt="none">
        {t('report.graded')}
      </Badge>
    );
  }
  return question.correct ? (
    <Badge color="green" variant="light" c="green.9" tt="none">
      {t('report.right')}
    </Badge>
  ) : (
    <Badge color="red" variant="light" c="red.9" tt="none">
      {t('report.wrong')}
    </Badge>
  );
}

function ReviewItem({ question, number }: { question: ReportQuestion; number: number }) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const right = (question.options ?? []).filter((option) => question.rightOptionIds?.includes(option.id));
  return (
    <Card component="li" aria-labelledby={`review-${question.id}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={`review-${question.id}`}>
          {t('report.question', { number })}
        </Title>
        <Group gap="xs">
          <Text size="sm">
            {t('report.points', {
              awarded: question.awardedPoints ?? '–',
              max: question.points,
            })}
          </Text>
          <Verdict question={question} />
        </Group>
      </Group>
      <QuestionPrompt question={question} />
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600} c="gray.7">
          {t('report.yourAnswer')}
        </Text>
        <AnswerText question={question} value={question.answer} />
        {right.length > 0 || question.acceptedAnswers ? (
          <>
            <Text size="sm" fw={600} c="gray.7" mt="xs">
              {t('report.rightAnswer')}
            </Text>
            <Text>
              {right.length > 0
                ? right.map((option, index) => (
                    <span key={option.id}>
                      {index > 0 ? ', ' : null}
                      <OptionText text={option.text[language]} />
                    </span>
                  ))
                : question.acceptedAnswers?.map((text, index) => (
                    <span key={text}>
                      {index > 0 ? ' / ' : null}
                      <OptionText text={text} />
                    </span>
                  ))}
            </Text>
          </>
        ) : null}
        {question.explanation ? (
          <Text size="sm" c="gray.8" mt="xs">
            {question.explanation[language]}
          </Text>
        ) : null}
        {question.feedback ? (
          <>
            <Text size="sm" fw={600} c="gray.7" mt="xs">
              {t('report.feedback')}
            </Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {question.feedback}
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** What the report says while it withholds the right answers, by the exam's rule (decision 0072). */
const answersNote = {
  closed_or_no_attempt_left: 'report.answersLater',
  closed_for_everyone: 'report.answersAfterClosing',
  never: 'report.answersNever',
} as const satisfies Record<Report['rightAnswersRule'], string>;

/**
 * A finished attempt's report: the score, pass or fail, notes, `actions`, and each question with
 * the answer given (and the right answers when the report shows them). A staff preview's too.
 */
export function ReportView({
  title,
  report,
  actions,
}: {
  title: Localized;
  report: Omit<Report, 'attemptId'>;
  actions: ReactNode;
}) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const waiting = report.passed === null;
  // Points of answers staff still grade (essays): the score so far is not the result.
  const pendingPoints = report.questions
    .filter((question) => question.correct === null)
    .reduce((sum, question) => sum + question.points, 0);
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Text size="sm" c="gray.7" fw={600}>
          {t('report.title')}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="green.9">
          <BidiText>{title[language]}</BidiText>
        </Title>
      </div>
      <Card bg={waiting ? 'gray.0' : report.passed ? 'green.0' : 'red.0'}>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="gray.8">
              {t(waiting ? 'report.scoreSoFar' : 'report.score')}
            </Text>
            <Text fz={36} fw={800} lh={1.1} data-testid="exam-score">
              {t('report.scoreValue', { score: report.score, max: report.maxScore, percent: report.percent })}
            </Text>
            <Text size="sm" c="gray.8" mt={4}>
              {t('report.passMark', { mark: report.passMark })}
              {report.submittedAt ? ` · ${formatDateTime(report.submittedAt, language)}` : ''}
            </Text>
            {waiting && pendingPoints > 0 ? (
              <Text size="sm" c="gray.8" mt={4}>
                {t('report.pendingPoints', { count: pendingPoints })}
              </Text>
            ) : null}
          </div>
          <Badge
            size="xl"
            tt="none"
            color={waiting ? 'gray' : report.passed ? 'green' : 'red'}
            c={waiting ? 'gray.9' : report.passed ? 'green.9' : 'red.9'}
            variant="light"
          >
            {t(waiting ? 'report.waitingGrading' : report.passed ? 'report.passed' : 'report.failed')}
          </Badge>
        </Group>
      </Card>
      {report.timedOut ? (
        <Alert color="orange" variant="light" role="status" title={t('report.timedOutTitle')}>
          {t('report.timedOut')}
        </Alert>
      ) : null}
      {!report.showsRightAnswers ? (
        <Alert color="blue" variant="light">
          {t(answersNote[report.rightAnswersRule])}
        </Alert>
      ) : null}
      <Group>{actions}</Group>
      <section aria-labelledby="review-title">
        <Title order={2} size="h4" id="review-title" mb="sm">
          {t('report.review')}
        </Title>
        <List listStyleType="none" spacing="md" p={0} m={0}>
          {report.questions.map((question, index) => (
            <ReviewItem key={question.id} question={question} number={index + 1} />
          ))}
        </List>
      </section>
    </Stack>
  );
}

function AttemptReport({ exam, attemptId, profileId }: { exam: Exam; attemptId: string; profileId: string }) {
  const { t } = useTranslation('exams');
  const report = useReport(attemptId, profileId);
  if (report.isError && isExamPinRefusal(report.error)) {
    return <ExamPinRequired profileId={profileId} onEntered={() => report.refetch()} />;
  }
  if (!report.data) return <QueryStatus query={report} />;
  return (
    <ReportView
      title={exam.title}
      report={report.data}
      actions={
        <>
          {exam.state === 'revise' ? (
            <Button component={Link} to={paths.dashboard.exam.getHref(exam.kitabId, exam.id)}>
              {t('report.retake')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.dashboard.classDetail.getHref(exam.classId)} variant="default">
            {t('overview.backToClass')}
          </Button>
        </>
      }
    />
  );
}

/** `…/report`: the score, pass or fail (or waiting for grading), and each question's review. */
export function ExamReport({ examId }: { examId: string }) {
  const { t } = useTranslation('exams');
  const [params] = useSearchParams();
  const { profileId, exam } = useExamScreen(examId);
  if (exam.isError) return <ExamLoadError error={exam.error} />;
  if (!exam.data) return <QueryStatus query={exam} />;
  const attemptId = params.get('attempt') ?? exam.data.lastAttemptId;
  if (!attemptId) {
    return (
      <Stack gap="sm" maw={640}>
        <Alert color="gray">{t('report.none')}</Alert>
        <Anchor component={Link} to={paths.dashboard.exam.getHref(exam.data.kitabId, exam.data.id)}>
          {t('report.toExam')}
        </Anchor>
      </Stack>
    );
  }
  return <AttemptReport key={attemptId} exam={exam.data} attemptId={attemptId} profileId={profileId} />;
}
