import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Result = Pick<StaffExamAttempt, 'score' | 'maxScore' | 'percent' | 'passed'>;

/** Passed, not passed, or waiting for grading (pass is decided once nothing waits). */
export function ResultBadge({ passed }: Pick<Result, 'passed'>) {
  const { t } = useTranslation('staff-grading');
  const color = passed === null ? 'gray' : passed ? 'green' : 'red';
  return (
    <Badge color={color} c={`${color}.9`} variant="light" tt="none">
      {t(passed === null ? 'result.waiting' : passed ? 'result.passed' : 'result.failed')}
    </Badge>
  );
}

export function ScoreText({ result, size = 'sm' }: { result: Result; size?: string }) {
  const { t } = useTranslation('staff-grading');
  return (
    <Text size={size} fw={600}>
      {t('result.score', { score: result.score, max: result.maxScore, percent: result.percent })}
    </Text>
  );
}
