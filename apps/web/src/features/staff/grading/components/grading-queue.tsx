import type { StaffExamAttempt } from '@academy/contract/staff-grading';
import { Alert, Anchor, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { useStaffList } from '../../api/get-staff-list';
import { useExamAttempts } from '../api/get-exam-attempts';
import { AttemptCard } from './attempt-card';
import { AttemptPages } from './attempt-pages';
import { BidiText } from '../../../../components/bidi-text';

/** The page's attempts by exam, in the queue's order (oldest waiting first). */
function byExam(items: StaffExamAttempt[]) {
  const groups = new Map<string, { exam: StaffExamAttempt['exam']; attempts: StaffExamAttempt[] }>();
  for (const item of items) {
    const group = groups.get(item.exam.id) ?? { exam: item.exam, attempts: [] };
    group.attempts.push(item);
    groups.set(item.exam.id, group);
  }
  return [...groups.values()];
}

/** Every exam the staff member reaches, to open its attempts (to regrade one already graded). */
function ExamPicker() {
  const { t } = useTranslation('staff-grading');
  const navigate = useNavigate();
  const exams = useStaffList('exams', { size: 100, sortBy: 'title', sortType: 'asc' });
  if (!exams.data || exams.data.items.length === 0) return null;
  return (
    <NativeSelect
      label={t('queue.pickExam')}
      value=""
      maw={420}
      data={[
        { value: '', label: t('queue.pickExamPlaceholder') },
        ...exams.data.items.map((exam) => ({ value: exam.id, label: exam.title })),
      ]}
      onChange={(event) => {
        if (event.currentTarget.value)
          void navigate(paths.staff.gradingExam.getHref(event.currentTarget.value));
      }}
    />
  );
}

/** `/staff/grading`: essays and short answers waiting for a grade, grouped by exam. */
export function GradingQueue() {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const queue = useExamAttempts({ page, size: 20, needsGrading: true });
  return (
    <Stack gap="md" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('queue.title')}
        </Title>
        <Text c="gray.7">{t('queue.intro')}</Text>
      </div>
      <ExamPicker />
      {!queue.data ? (
        <QueryStatus query={queue} label={t('queue.loading')} />
      ) : queue.data.items.length === 0 ? (
        <Alert color="teal" role="status">
          {t('queue.empty')}
        </Alert>
      ) : (
        byExam(queue.data.items).map(({ exam, attempts }) => (
          <section key={exam.id} aria-labelledby={`exam-${exam.id}`}>
            <Group justify="space-between" align="baseline" mb="xs" gap="xs">
              <div>
                <Title order={2} size="h4" id={`exam-${exam.id}`}>
                  <BidiText>{exam.title[language]}</BidiText>
                </Title>
                <Text size="sm" c="gray.7">
                  {exam.classTitle[language]}
                </Text>
              </div>
              <Anchor component={Link} to={paths.staff.gradingExam.getHref(exam.id)} size="sm">
                {t('queue.allAttempts')}
              </Anchor>
            </Group>
            <List listStyleType="none" spacing="sm" p={0} m={0}>
              {attempts.map((attempt) => (
                <AttemptCard key={attempt.id} attempt={attempt} showAnswers />
              ))}
            </List>
          </section>
        ))
      )}
      {queue.data ? <AttemptPages data={queue.data} page={page} onChange={setPage} /> : null}
    </Stack>
  );
}
