import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterExamPin } from '../api/enter-exam-pin';
import { ExamPinModal } from './exam-pin-modal';

/** The PIN dialog of an exam call: checks the PIN for this sign-in, then carries on. */
export function ExamPinPrompt({
  profileId,
  onEntered,
  onClose,
}: {
  profileId: string;
  onEntered: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <ExamPinModal
      description={t('pin.descriptionHere')}
      submitLabel={t('pin.submitHere')}
      onPin={async (pin) => {
        await enterExamPin(profileId, pin);
        await onEntered();
      }}
      onClose={onClose}
    />
  );
}

/**
 * An exam screen whose read the exam PIN gate refused (another device or sign-in): says so and
 * asks for the PIN, then reads again.
 */
export function ExamPinRequired({ profileId, onEntered }: { profileId: string; onEntered: () => unknown }) {
  const { t } = useTranslation('exams');
  const [asking, setAsking] = useState(true);
  return (
    <Stack gap="sm" maw={640} align="flex-start">
      <Alert color="yellow" role="alert" title={t('pinGate.title')}>
        {t('pinGate.body')}
      </Alert>
      <Button onClick={() => setAsking(true)}>{t('pinGate.enter')}</Button>
      {asking ? (
        <ExamPinPrompt profileId={profileId} onEntered={onEntered} onClose={() => setAsking(false)} />
      ) : null}
    </Stack>
  );
}
