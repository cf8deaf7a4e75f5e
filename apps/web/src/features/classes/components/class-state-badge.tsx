import type { EnrolmentStatus } from '@academy/contract/catalogue';
import { classStateLabels, type ClassState } from '@academy/contract/class-state';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<ClassState, string> = {
  not_open_yet: 'gray',
  registration_open: 'green',
  full: 'red',
  registration_ended: 'orange',
  in_progress: 'blue',
  ended: 'dark',
};

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
 * going ("Registered", "Waiting for payment"); a class under way or ended still says so.
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
    return (
      <Badge color="yellow" c="dark.7" variant="light" radius="sm" tt="none">
        {t('classes:badge.waitingPayment')}
      </Badge>
    );
  }
  if (enrolment === 'active' && registrationStates.has(state)) {
    return (
      <Badge color="teal.9" variant="filled" radius="sm" tt="none">
        {t('classes:badge.enrolled')}
      </Badge>
    );
  }
  return (
    <Badge color={colours[state]} variant="light" radius="sm" tt="none">
      {t(classStateLabels[state], { ns: 'validation' })}
    </Badge>
  );
}
