import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { useExamAttempt } from '../api/get-exam-attempt';
import { ResultBadge, ScoreText } from './attempt-result';
import { GradesForm } from './grades-form';
import { OverrideForm } from './override-form';

/** `/staff/grading/attempts/:attemptId`: grade or regrade one attempt, and extend the exam for its learner. */
export function GradingScreen({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const query = useExamAttempt(attemptId);
  if (!query.data) return <QueryStatus query={query} label={t('attempt.loading')} />;
  const attempt = query.data;
  return (
    <Stack gap="lg" maw={860}>
      <Group gap="md">
        <Anchor component={Link} to={paths.staff.grading.getHref()} size="sm">
          {t('exam.backToQueue')}
        </Anchor>
        <Anchor component={Link} to={paths.staff.gradingExam.getHref(attempt.exam.id)} size="sm">
          {t('queue.allAttempts')}
        </Anchor>
      </Group>
      <div>
        <Text size="sm" c="gray.7" fw={600}>
          {attempt.exam.title[language]} · {attempt.exam.classTitle[language]}
        </Text>
        <Title order={1} size="h2">
          {t('attempt.title', { learner: attempt.profile.name })}
        </Title>
        <Text size="sm" c="gray.7">
          {t('attempt.number', { number: attempt.number })}
          {attempt.submittedAt
            ? ` · ${t('queue.submitted', { when: formatDateTime(attempt.submittedAt, language) })}`
            : ''}
        </Text>
      </div>
      <Card withBorder aria-label={t('result.label')} role="region">
        <Group justify="space-between" gap="xs">
          <div>
            <ScoreText result={attempt} size="lg" />
            <Text size="sm" c="gray.7">
              {t('result.passMark', { mark: attempt.exam.passMark })}
            </Text>
          </div>
          <ResultBadge passed={attempt.passed} />
        </Group>
      </Card>
      <GradesForm key={attempt.id} attempt={attempt} />
      <OverrideForm key={`override-${attempt.override?.id ?? 'none'}`} attempt={attempt} />
    </Stack>
  );
}
