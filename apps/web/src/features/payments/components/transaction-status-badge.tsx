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

/** A transaction's status with the spec's label (spec §4). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge
      color={colors[status]}
      variant="light"
      tt="none"
      size="lg"
      // The light variant's own text shades are too pale for WCAG AA; yellow's darkest still is.
      styles={{
        label: {
          color: `var(--mantine-color-${colors[status] === 'yellow' ? 'dark-7' : `${colors[status]}-9`})`,
        },
      }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
