import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import classes from './price-tag.module.css';

/**
 * A price in rupiah for the active language, or "Free"; `size="xl"` for a class's own page. A plain
 * paragraph: every class card shows one (decision 0181).
 */
export function PriceTag({ price, size = 'md' }: { price: number; size?: 'md' | 'xl' }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const className = [classes.price, price === 0 && classes.free, size === 'xl' && classes.xl]
    .filter(Boolean)
    .join(' ');
  return <p className={className}>{price === 0 ? t('price.free') : formatPrice(price, language)}</p>;
}
