import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a payment settled after its local expiry (granted anyway, decisions §6): for staff to check. */
export function LateSettlementBadge() {
  const { t } = useTranslation('staff-payments');
  return (
    <Badge
      color="orange"
      variant="outline"
      tt="none"
      size="lg"
      title={t('lateHint')}
      styles={{ label: { color: 'var(--mantine-color-orange-9)' } }}
    >
      {t('late')}
    </Badge>
  );
}
