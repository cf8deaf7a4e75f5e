import { useTranslation } from 'react-i18next';
import { PushSetupError } from '../../../lib/web-push';

/** Why push could not be turned on or off, in the learner's words; null without a failure. */
export function usePushFailureText(error: Error | null): string | null {
  const { t } = useTranslation('notifications');
  if (!error) return null;
  if (error instanceof PushSetupError) return t(`push.failed.${error.reason}`);
  return t('push.failed.other', { message: error.message });
}
