import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { useExamAttempts } from '../api/get-exam-attempts';
import { AttemptCard } from './attempt-card';
import { AttemptPages } from './attempt-pages';

/** `/staff/grading/exams/:examId`: every finished attempt of an exam, newest first, to regrade or extend. */
export function ExamAttempts({ examId }: { examId: string }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const attempts = useExamAttempts({ page, size: 20, examId });
  const exam = attempts.data?.items[0]?.exam;
  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to={paths.staff.grading.getHref()} size="sm">
        {t('exam.backToQueue')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {exam ? t('exam.title', { exam: exam.title[language] }) : t('exam.titleAny')}
        </Title>
        {exam ? <Text c="gray.7">{exam.classTitle[language]}</Text> : null}
        <Text c="gray.7">{t('exam.intro')}</Text>
      </div>
      {!attempts.data ? (
        <QueryStatus query={attempts} label={t('exam.loading')} />
      ) : attempts.data.items.length === 0 ? (
        <Alert color="gray" role="status">
          {t('exam.empty')}
        </Alert>
      ) : (
        <List listStyleType="none" spacing="sm" p={0} m={0} aria-label={t('exam.listLabel')}>
          {attempts.data.items.map((attempt) => (
            <AttemptCard key={attempt.id} attempt={attempt} showAnswers={false} />
          ))}
        </List>
      )}
      {attempts.data ? <AttemptPages data={attempts.data} page={page} onChange={setPage} /> : null}
    </Stack>
  );
}
