import type { Exam, ExamAttempt } from '@academy/contract/exam';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatDuration, formatPrice } from '../../../lib/format';
import { pinFailure } from '../../../lib/pin-failure';
import { useStartAttempt } from '../api/start-attempt';
import { examErrorMessage } from '../exam-errors';
import { ExamPinModal } from './exam-pin-modal';
import { ExamStateBadge } from './exam-state-badge';
import { BidiText } from '../../../components/bidi-text';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The 409 'You have an unfinished exam' names the running attempt: lead there. */
function unfinishedTarget(error: unknown): { kitabId: string; examId: string } | null {
  if (!(error instanceof ApiError) || error.code !== 409) return null;
  const data = error.data as { kitabId?: unknown; examId?: unknown } | undefined;
  return typeof data?.kitabId === 'string' && typeof data.examId === 'string'
    ? { kitabId: data.kitabId, examId: data.examId }
    : null;
}

/** The action of each state: start, continue, result, retake, pay first, not open yet, ended. */
function ExamAction({
  exam,
  profileId,
  onEnter,
}: {
  exam: Exam;
  profileId: string;
  onEnter: (attempt: ExamAttempt) => void;
}) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const start = useStartAttempt(exam.id);
  const [askPin, setAskPin] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const enter = async (pin?: string) => {
    setError(null);
    const attempt = await start.mutateAsync({ profileId, pin });
    setAskPin(false);
    onEnter(attempt);
  };
  const begin = () => {
    if (exam.pinRequired) {
      setAskPin(true);
      return;
    }
    enter().catch(setError);
  };
  const pinModal = askPin ? (
    <ExamPinModal
      onClose={() => setAskPin(false)}
      onPin={async (pin) => {
        try {
          await enter(pin);
        } catch (failure) {
          if (pinFailure(failure)) throw failure;
          setAskPin(false);
          setError(failure);
        }
      }}
    />
  ) : null;
  const elsewhere = unfinishedTarget(error);
  const failure = error ? (
    <Alert color="red" role="alert" title={examErrorMessage(t, error)}>
      {elsewhere ? (
        <Anchor component={Link} to={paths.dashboard.exam.getHref(elsewhere.kitabId, elsewhere.examId)}>
          {t('overview.openUnfinished')}
        </Anchor>
      ) : null}
    </Alert>
  ) : null;
  const reportLink = exam.lastAttemptId ? (
    <Button component={Link} to={paths.dashboard.examReport.getHref(exam.kitabId, exam.id)} variant="default">
      {t('overview.seeResult')}
    </Button>
  ) : null;

  switch (exam.state) {
    case 'start':
    case 'revise':
    case 'continue':
      return (
        <Stack gap="sm">
          {failure}
          <Group>
            {/* Refused for an exam left unfinished elsewhere: the way on is that exam, not a retry. */}
            <Button size="md" onClick={begin} loading={start.isPending} disabled={elsewhere !== null}>
              {t(`overview.action.${exam.state}`)}
            </Button>
            {exam.state === 'revise' ? reportLink : null}
          </Group>
          {pinModal}
        </Stack>
      );
    case 'result':
      return <Group>{reportLink}</Group>;
    case 'pay_first':
      return (
        <Stack gap="sm" align="flex-start">
          <Text>{t('overview.payFirst', { price: formatPrice(exam.price, language) })}</Text>
          <Button
            component={Link}
            to={paths.dashboard.examPayment.getHref(exam.classId, exam.kitabId, exam.id)}
            size="md"
          >
            {t('overview.pay')}
          </Button>
        </Stack>
      );
    case 'not_open_yet':
      return (
        <Alert color="gray" variant="light">
          {t('overview.opensAt', { when: formatDateTime(exam.opensAt, language) })}
        </Alert>
      );
    case 'ended':
      return (
        <Alert color="dark" variant="light">
          {t('validation:examEnded')}
        </Alert>
      );
  }
}

/** An exam before (or after) sitting it: what it is, the profile's state and the right action. */
export function ExamOverview({
  exam,
  profileId,
  onEnter,
}: {
  exam: Exam;
  profileId: string;
  onEnter: (attempt: ExamAttempt) => void;
}) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Group gap="sm" mb={4}>
          <ExamStateBadge state={exam.state} />
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="green.9">
          <BidiText>{exam.title[language]}</BidiText>
        </Title>
        <Text c="gray.7" mt={4}>
          {exam.description[language]}
        </Text>
      </div>
      <Card>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label={t('overview.duration')} value={formatDuration(exam.durationMinutes, language)} />
          <Fact label={t('overview.questions')} value={String(exam.questionCount)} />
          <Fact label={t('overview.passMark')} value={`${exam.passMark}%`} />
          <Fact label={t('overview.opens')} value={formatDateTime(exam.opensAt, language)} />
          <Fact label={t('overview.closes')} value={formatDateTime(exam.closesAt, language)} />
          <Fact
            label={t('overview.attempts')}
            value={t('overview.attemptsUsed', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}
          />
          {exam.price > 0 ? (
            <Fact
              label={t('overview.price')}
              value={exam.paid ? t('overview.paid') : formatPrice(exam.price, language)}
            />
          ) : null}
        </SimpleGrid>
        {exam.pinRequired ? (
          <Text size="sm" c="gray.7" mt="md">
            {t('overview.pinNote')}
          </Text>
        ) : null}
      </Card>
      <ExamAction exam={exam} profileId={profileId} onEnter={onEnter} />
      <Anchor component={Link} to={paths.dashboard.classDetail.getHref(exam.classId)} size="sm">
        {t('overview.backToClass')}
      </Anchor>
    </Stack>
  );
}
