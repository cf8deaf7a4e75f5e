import type { ProfileCourse } from '@academy/contract/kitab';
import { Button, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import plain from '../../../components/plain.module.css';
import classes from './class-progress-card.module.css';
import { ClassStateBadge } from './class-state-badge';

/**
 * One of the profile's classes: state, enrolment, progress and the way back into it. Plain markup
 * with the look of Mantine's Card and Texts around the progress bar and the button: the dashboard
 * shows a card per class (decision 0181).
 */
export function ClassProgressCard({ course }: { course: ProfileCourse }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const { class: klass, enrolment, progress, attendance, lastAccess } = course;
  const title = klass.title[language];
  const titleId = `my-class-${klass.id}`;
  return (
    <article aria-labelledby={titleId} className={`${plain.card} ${classes.card}`}>
      <div className={plain.spread}>
        {/* The learner's own standing ("Registered", "Waiting for payment"), not registration's. */}
        <ClassStateBadge state={klass.state} enrolment={enrolment.status} />
      </div>
      <Link
        id={titleId}
        to={paths.dashboard.classDetail.getHref(klass.id)}
        className={`${plain.link} ${classes.title}`}
      >
        {title}
      </Link>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>{klass.teacher.name}</p>
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
      <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
        {t('my.progress', {
          completed: progress.completed,
          total: progress.total,
          percent: progress.percent,
        })}
      </p>
      {attendance.held > 0 ? (
        <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
          {t('my.attendance', { attended: attendance.attended, held: attendance.held })}
        </p>
      ) : null}
      {attendance.minPercent !== null ? (
        <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
          {t('my.attendanceNeeded', { percent: attendance.minPercent })}
        </p>
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
    </article>
  );
}
