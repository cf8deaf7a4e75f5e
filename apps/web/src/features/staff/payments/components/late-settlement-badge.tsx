import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a payment settled after its local expiry (granted anyway, decisions §6): for staff to check. */
export function LateSettlementBadge() {
  const { t } = useTranslation('staff-payments');
  return (
    <Badge
      color="orange"
      variant="light"
      tt="none"
      size="lg"
      title={t('lateHint')}
      // The light variant's own orange is too pale on it for WCAG AA (as the yellow status badge).
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {t('late')}
    </Badge>
  );
}
