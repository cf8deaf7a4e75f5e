import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BidiText } from '../../../../components/bidi-text';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { AnswerText } from './answer-text';
import { ResultBadge, ScoreText } from './attempt-result';

/**
 * One finished attempt in a list: the learner, when it was submitted, the score so far, and the
 * essays and short answers with the learner's words (the queue's "for each question").
 */
export function AttemptCard({ attempt, showAnswers }: { attempt: StaffExamAttempt; showAnswers: boolean }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const headingId = `attempt-${attempt.id}`;
  return (
    <Card component="li" withBorder aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h5" id={headingId}>
              {attempt.profile.name}
            </Title>
            <Text size="sm" c="gray.7">
              {t('attempt.number', { number: attempt.number })}
              {attempt.submittedAt
                ? ` · ${t('queue.submitted', { when: formatDateTime(attempt.submittedAt, language) })}`
                : ''}
            </Text>
          </div>
          <Group gap="xs">
            <ScoreText result={attempt} />
            <ResultBadge passed={attempt.passed} />
          </Group>
        </Group>
        {attempt.waiting > 0 ? (
          <Text size="sm" c="gray.9" fw={700}>
            {t('queue.waiting', { count: attempt.waiting })}
          </Text>
        ) : null}
        {showAnswers
          ? attempt.answers.map((answer) => (
              <div key={answer.questionId}>
                <Text
                  size="sm"
                  fw={600}
                  lineClamp={2}
                  dir={answer.direction}
                  lang={answer.direction === 'rtl' ? 'ar' : undefined}
                >
                  <BidiText base={answer.direction}>{answer.prompt[language]}</BidiText>
                </Text>
                <AnswerText answer={answer} lineClamp={3} />
                <Text size="xs" c="gray.7">
                  {answer.points === null
                    ? t('attempt.waitingPoints', { max: answer.maxPoints })
                    : t('attempt.pointsOf', { points: answer.points, max: answer.maxPoints })}
                </Text>
              </div>
            ))
          : null}
        <Group>
          <Button
            component={Link}
            to={paths.staff.gradingAttempt.getHref(attempt.id)}
            size="sm"
            variant={attempt.waiting > 0 ? 'filled' : 'light'}
            aria-label={t(attempt.waiting > 0 ? 'queue.gradeWho' : 'queue.openWho', {
              name: attempt.profile.name,
            })}
          >
            {t(attempt.waiting > 0 ? 'queue.grade' : 'queue.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
