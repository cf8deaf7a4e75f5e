import type { AnswerValue, AttemptQuestion, Exam, ExamAttempt } from '@academy/contract/exam';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Localized } from '@academy/contract/language';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import type { AnswerMark, AnswerQueue } from '../answer-queue';
import { useFinishAttempt } from '../api/finish-attempt';
import { formatTimeLeft } from '../exam-clock';
import { examErrorMessage, isExamPinRefusal } from '../exam-errors';
import { useActiveHoursHeartbeat } from '../../../hooks/use-active-hours-heartbeat';
import { useOwnOfflineNotice } from '../../pwa/hooks/use-app-status';
import { useExamSession } from '../hooks/use-exam-session';
import { ExamPinPrompt } from './exam-pin-gate';
import { QuestionField } from './question-field';
import { QuestionPrompt } from './question-prompt';
import { BidiText } from '../../../components/bidi-text';

export function isAnswered(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
}

function SaveMark({ mark }: { mark: AnswerMark | undefined }) {
  const { t } = useTranslation('exams');
  if (!mark) return null;
  return mark === 'saved' ? (
    <Badge color="green" variant="light" c="green.9" tt="none">
      {t('take.saved')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light" tt="none">
      {t('take.unsaved')}
    </Badge>
  );
}

/** One question as the learner sits it: its number, points, save mark (when saved), prompt and input. */
export function QuestionCard({
  question,
  number,
  total,
  value,
  onChange,
  mark,
  disabled,
}: {
  question: AttemptQuestion;
  number: number;
  total: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  mark?: AnswerMark | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('exams');
  const promptId = `question-${question.id}`;
  return (
    <Card component="section" aria-labelledby={`${promptId}-heading`}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h5" id={`${promptId}-heading`}>
          {t('take.questionOf', { number, total })}
          <VisuallyHidden>: {t(`kinds.${question.kind}`)}</VisuallyHidden>
        </Title>
        <Group gap="xs">
          <Text size="sm" c="gray.7">
            {t('take.points', { count: question.points })}
          </Text>
          <SaveMark mark={mark} />
        </Group>
      </Group>
      <QuestionPrompt question={question} id={promptId} />
      <QuestionField
        question={question}
        value={value}
        onChange={onChange}
        labelledBy={promptId}
        disabled={disabled}
      />
    </Card>
  );
}

/** The exam's sticky header while it is sat: its title, a status line and the time left. */
export function ExamHeader({
  title,
  status,
  msLeft,
  children,
}: {
  title: Localized;
  status: ReactNode;
  msLeft: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  return (
    <Card
      withBorder
      shadow="sm"
      style={{ position: 'sticky', top: 64, zIndex: 5 }}
      component="header"
      aria-label={t('take.header')}
    >
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h4" c="green.9">
            <BidiText>{title[language]}</BidiText>
          </Title>
          {status}
        </div>
        <div role="timer" aria-label={t('take.timeLeft')} aria-live="off">
          <Text size="xs" c="gray.7" ta="right">
            {t('take.timeLeft')}
          </Text>
          <Text fz={28} fw={800} ff="monospace" c={msLeft <= 60_000 ? 'red.8' : 'dark'} ta="right">
            {formatTimeLeft(msLeft)}
          </Text>
        </div>
      </Group>
      {children}
    </Card>
  );
}

/**
 * Sitting an exam: the time left from the server's clock, one question at a time or all of them
 * with a navigator, a saved/unsaved mark per answer, an offline banner, warnings at 5 and 1
 * minutes, and at zero the attempt finished and the result shown.
 */
export function ExamTaking({
  exam,
  attempt,
  profileId,
}: {
  exam: Exam;
  attempt: ExamAttempt;
  profileId: string;
}) {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<'one' | 'all'>('one');
  const [announcement, setAnnouncement] = useState('');
  const [ending, setEnding] = useState(false);
  const [askingPin, setAskingPin] = useState(true);
  const finish = useFinishAttempt();
  // Time spent sitting an exam is study time, counted as on a material page.
  useActiveHoursHeartbeat(profileId);
  const questions = attempt.questions;
  const total = questions.length;
  const current = Math.min(Math.max(Number(params.get('q') ?? '1') || 1, 1), Math.max(total, 1));
  const endingRef = useRef(false);

  const finishNow = useCallback(
    async (queue: AnswerQueue) => {
      if (endingRef.current) return;
      endingRef.current = true;
      setEnding(true);
      // Whatever this device still holds goes first; the server keeps only answers recorded in time.
      await Promise.race([queue.retryNow(), new Promise((resolve) => setTimeout(resolve, 5000))]);
      try {
        await finish.mutateAsync({ attemptId: attempt.id, profileId });
        void navigate(paths.dashboard.examReport.getHref(exam.kitabId, exam.id), { replace: true });
      } catch {
        endingRef.current = false;
      }
    },
    [attempt.id, exam.id, exam.kitabId, finish, navigate, profileId],
  );

  const session = useExamSession(attempt, profileId, {
    onWarning: (msLeft) => {
      const text = t(msLeft <= 60_000 ? 'take.warnOne' : 'take.warnFive');
      setAnnouncement(text);
      toast.warning(text);
    },
    onTimeUp: (queue) => {
      setAnnouncement(t('take.timeUp'));
      void finishNow(queue);
    },
    onEnded: (queue) => void finishNow(queue),
  });
  const { queue, online, msLeft } = session;
  // The exam's own offline card says what to do; the app-wide notice would cover the question.
  useOwnOfflineNotice();
  const go = (number: number) => setParams({ q: String(number) }, { replace: true });
  const shown = view === 'one' ? questions.slice(current - 1, current) : questions;
  const unsaved = queue.pendingCount;
  const disabled = ending || queue.ended || msLeft === 0;
  // Another sign-in's exam PIN gate: answers wait on this device until the PIN is entered.
  const pinNeeded = queue.pinNeeded || isExamPinRefusal(finish.error);
  const afterPin = async () => {
    setAskingPin(true);
    await queue.retryNow();
    if (finish.isError) await finishNow(queue);
  };

  return (
    <Stack gap="md" maw={860}>
      <ExamHeader
        title={exam.title}
        msLeft={msLeft}
        status={
          <Text size="sm" c={unsaved > 0 ? 'orange.9' : 'gray.7'} role="status">
            {unsaved > 0 ? t('take.unsavedCount', { count: unsaved }) : t('take.allSaved')}
          </Text>
        }
      >
        <VisuallyHidden aria-live="assertive">{announcement}</VisuallyHidden>
      </ExamHeader>

      {!online || queue.failing ? (
        <Alert color="orange" role="alert" title={t(online ? 'take.troubleTitle' : 'take.offlineTitle')}>
          {t('take.offlineBody')}
        </Alert>
      ) : null}
      {pinNeeded ? (
        <Alert color="yellow" role="alert" title={t('pinGate.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('take.pinNeeded')}</Text>
            <Button size="xs" onClick={() => setAskingPin(true)}>
              {t('take.enterPin')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {pinNeeded && askingPin ? (
        <ExamPinPrompt profileId={profileId} onEntered={afterPin} onClose={() => setAskingPin(false)} />
      ) : null}
      {queue.rejected ? (
        <Alert color="red" role="alert" title={t('validation:examSomethingWrong')}>
          {t('take.rejected')}
        </Alert>
      ) : null}
      {ending ? (
        <Alert color="blue" role="status" icon={<Loader size="sm" />}>
          {msLeft === 0 ? t('take.timeUp') : t('take.finishing')}
          {finish.isError ? (
            <Stack gap="xs" mt="xs" align="flex-start">
              <Text size="sm">{examErrorMessage(t, finish.error)}</Text>
              <Button size="xs" onClick={() => void finishNow(queue)}>
                {t('take.retryFinish')}
              </Button>
            </Stack>
          ) : null}
        </Alert>
      ) : null}

      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value === 'all' ? 'all' : 'one')}
          data={[
            { value: 'one', label: t('take.viewOne') },
            { value: 'all', label: t('take.viewAll') },
          ]}
          aria-label={t('take.view')}
        />
        <Button
          component={Link}
          to={paths.dashboard.examFinish.getHref(exam.kitabId, exam.id)}
          color="green.8"
        >
          {t('take.finish')}
        </Button>
      </Group>

      <nav aria-label={t('take.navigator')}>
        <SimpleGrid cols={{ base: 6, sm: 10 }} spacing={6}>
          {questions.map((question, index) => {
            const number = index + 1;
            const answered = isAnswered(queue.value(question.id));
            const mark = queue.mark(question.id);
            const status = !answered ? 'notAnswered' : mark === 'pending' ? 'unsaved' : 'saved';
            const active = view === 'one' && number === current;
            return (
              <Button
                key={question.id}
                size="sm"
                px={0}
                variant={active ? 'filled' : answered ? 'light' : 'default'}
                color={status === 'unsaved' ? 'orange' : 'green'}
                c={active ? undefined : status === 'unsaved' ? 'orange.9' : answered ? 'green.9' : undefined}
                aria-current={active ? 'step' : undefined}
                aria-label={t('take.navItem', { number, status: t(`take.status.${status}`) })}
                onClick={() => {
                  go(number);
                  if (view === 'all') {
                    document.getElementById(`question-${question.id}-heading`)?.scrollIntoView();
                  }
                }}
              >
                {number}
              </Button>
            );
          })}
        </SimpleGrid>
      </nav>

      {shown.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={questions.indexOf(question) + 1}
          total={total}
          value={queue.value(question.id)}
          onChange={(value) => queue.record(question.id, value)}
          mark={queue.mark(question.id)}
          disabled={disabled}
        />
      ))}

      {view === 'one' ? (
        <Group justify="space-between">
          <Button variant="default" disabled={current <= 1} onClick={() => go(current - 1)}>
            {t('take.previous')}
          </Button>
          {current < total ? (
            <Button variant="light" onClick={() => go(current + 1)}>
              {t('take.next')}
            </Button>
          ) : (
            <Button component={Link} to={paths.dashboard.examFinish.getHref(exam.kitabId, exam.id)}>
              {t('take.finish')}
            </Button>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
