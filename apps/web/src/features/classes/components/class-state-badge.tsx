import type { EnrolmentStatus } from '@academy/contract/catalogue';
import { classStateLabels, type ClassState } from '@academy/contract/class-state';
import { useTranslation } from 'react-i18next';
import classes from './class-state-badge.module.css';

/** Each state's colour (Mantine's light variant of gray, green, red, orange, blue and dark). */
const tones: Record<ClassState, string | undefined> = {
  not_open_yet: classes.gray,
  registration_open: classes.green,
  full: classes.red,
  registration_ended: classes.orange,
  in_progress: classes.blue,
  ended: classes.dark,
};

function Badge({ tone, children }: { tone: string | undefined; children: string }) {
  return (
    <span className={`mantine-Badge-root ${classes.badge} ${tone}`}>
      <span className={`mantine-Badge-label ${classes.label}`}>{children}</span>
    </span>
  );
}

/** States about registering, which say nothing to a learner who has already joined. */
const registrationStates = new Set<ClassState>([
  'not_open_yet',
  'registration_open',
  'full',
  'registration_ended',
]);

/**
 * A class state in words: the labels come from the contract's class-state module, translated.
 * For the viewer's own enrolment, the badge says where they stand instead of how registration is
 * going ("Registered", "Waiting for payment"); a class under way or ended still says so. A plain
 * element with the look of Mantine's Badge: every class card shows one (decision 0181).
 */
export function ClassStateBadge({
  state,
  enrolment,
}: {
  state: ClassState;
  enrolment?: EnrolmentStatus | null;
}) {
  const { t } = useTranslation();
  if (enrolment === 'waiting_payment') {
    return <Badge tone={classes.waiting}>{t('classes:badge.waitingPayment')}</Badge>;
  }
  if (enrolment === 'active' && registrationStates.has(state)) {
    return <Badge tone={classes.enrolled}>{t('classes:badge.enrolled')}</Badge>;
  }
  return <Badge tone={tones[state]}>{t(classStateLabels[state], { ns: 'validation' })}</Badge>;
}
