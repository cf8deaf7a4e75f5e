import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';

/** A price in rupiah for the active language, or "Free". */
export function PriceTag({ price, ...props }: { price: number } & TextProps) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Text fw={700} c={price === 0 ? 'green.8' : 'dark.7'} {...props}>
      {price === 0 ? t('price.free') : formatPrice(price, language)}
    </Text>
  );
}
