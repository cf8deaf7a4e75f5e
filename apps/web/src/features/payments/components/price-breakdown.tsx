import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';

/** Price, QRIS fee and total, as the payment screens show them. */
export function PriceBreakdown({
  price,
  fee,
  totalPrice,
  feePercent,
}: {
  price: number;
  fee: number;
  totalPrice: number;
  feePercent: number;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <Stack gap={6} component="dl" m={0}>
      <Group justify="space-between" wrap="nowrap">
        <Text component="dt">{t('checkout.price')}</Text>
        <Text component="dd" m={0}>
          {formatPrice(price, language)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text component="dt">{t('checkout.fee', { percent: feePercent.toLocaleString(language) })}</Text>
        <Text component="dd" m={0}>
          {formatPrice(fee, language)}
        </Text>
      </Group>
      <Group
        justify="space-between"
        wrap="nowrap"
        pt={6}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text component="dt" fw={700}>
          {t('checkout.total')}
        </Text>
        <Text component="dd" m={0} fw={800} fz="xl">
          {formatPrice(totalPrice, language)}
        </Text>
      </Group>
    </Stack>
  );
}
