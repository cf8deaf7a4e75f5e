import type { TransactionStatus } from '@academy/contract/payments';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<TransactionStatus, string> = {
  pending: 'yellow',
  capture: 'teal',
  settlement: 'green',
  deny: 'red',
  cancel: 'gray',
  expire: 'gray',
  failure: 'red',
  refund: 'blue',
  chargeback: 'grape',
  partial_refund: 'blue',
  partial_chargeback: 'grape',
  authorize: 'cyan',
};

/**
 * Families whose darkest shade is still below 4.5:1 on their own light badge (teal-9 on it is
 * 4.33:1, axe 4.14 on a captured payment; yellow's darkest is paler still): their text is dark.
 */
const darkText = new Set(['yellow', 'teal']);

/** A transaction's status with the spec's label (spec §4). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge
      color={colors[status]}
      variant="light"
      tt="none"
      size="lg"
      // The light variant's own text shades are too pale for WCAG AA: the darkest shade, or dark.
      styles={{
        label: {
          color: `var(--mantine-color-${darkText.has(colors[status]) ? 'dark-7' : `${colors[status]}-9`})`,
        },
      }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
