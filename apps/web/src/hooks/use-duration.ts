import { useTranslation } from 'react-i18next';

/** "3 h 20 min" style durations in the active language (active hours). */
export function useDuration() {
  const { t } = useTranslation('profiles');
  return (seconds: number) => {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    return hours > 0
      ? t('activeHours.hoursMinutes', { hours, minutes })
      : t('activeHours.minutes', { minutes });
  };
}
