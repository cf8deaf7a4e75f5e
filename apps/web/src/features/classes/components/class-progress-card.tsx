import type { ProfileCourse } from '@academy/contract/kitab';
import { Anchor, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ClassStateBadge } from './class-state-badge';

/** One of the profile's classes: state, enrolment, progress and the way back into it. */
export function ClassProgressCard({ course }: { course: ProfileCourse }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const { class: klass, enrolment, progress, attendance, lastAccess } = course;
  const title = klass.title[language];
  const titleId = `my-class-${klass.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          {/* The learner's own standing ("Registered", "Waiting for payment"), not registration's. */}
          <ClassStateBadge state={klass.state} enrolment={enrolment.status} />
        </Group>
        <Anchor
          id={titleId}
          component={Link}
          to={paths.dashboard.classDetail.getHref(klass.id)}
          fw={700}
          c="green.9"
        >
          {title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {klass.teacher.name}
        </Text>
        {/* The section is the progressbar, so the words go on it (not on the track around it). */}
        <Progress.Root size="md" mt="auto">
          <Progress.Section
            value={progress.percent}
            withAria={false}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={t('my.progressLabel', { title })}
            aria-valuetext={t('my.progress', {
              completed: progress.completed,
              total: progress.total,
              percent: progress.percent,
            })}
          />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {t('my.progress', {
            completed: progress.completed,
            total: progress.total,
            percent: progress.percent,
          })}
        </Text>
        {attendance.held > 0 ? (
          <Text size="xs" c="dimmed">
            {t('my.attendance', { attended: attendance.attended, held: attendance.held })}
          </Text>
        ) : null}
        {attendance.minPercent !== null ? (
          <Text size="xs" c="dimmed">
            {t('my.attendanceNeeded', { percent: attendance.minPercent })}
          </Text>
        ) : null}
        {enrolment.status === 'waiting_payment' ? (
          <Button
            size="sm"
            variant="light"
            component={Link}
            to={paths.dashboard.classPayment.getHref(klass.id)}
          >
            {t('action.pay')}
          </Button>
        ) : lastAccess ? (
          <Button
            size="sm"
            variant="light"
            component={Link}
            to={paths.dashboard.material.getHref(
              lastAccess.kitabId,
              lastAccess.pertemuanId,
              lastAccess.courseId,
            )}
            aria-label={t('my.continueLabel', { title })}
          >
            {t('my.continue')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="light"
            component={Link}
            to={paths.dashboard.classDetail.getHref(klass.id)}
            aria-label={t('my.startLabel', { title })}
          >
            {t('my.start')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
