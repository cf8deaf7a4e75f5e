import type { SanadLink } from '@academy/contract/certificates';
import type { Language } from '@academy/contract/language';
import { Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './sanad-chain.module.css';

/**
 * A sanad as an ordered list read top to bottom, from the oldest known link to the learner: one link
 * per line with a connecting rule, so a long chain stays readable on a phone.
 */
export function SanadChain({ chain, label }: { chain: SanadLink[]; label: string }) {
  const { t, i18n } = useTranslation('certificates');
  const language = (i18n.language === 'en' ? 'en' : 'id') satisfies Language;
  return (
    <ol className={classes.chain} aria-label={label}>
      {chain.map((link) => (
        <li key={link.position} className={classes.link} data-role={link.role}>
          <ThemeIcon
            className={classes.marker}
            radius="xl"
            size={28}
            variant={link.role === 'chain' ? 'outline' : 'filled'}
            color={link.role === 'learner' ? 'yellow.9' : 'green.9'}
            aria-hidden
          >
            <Text span size="xs" fw={700}>
              {link.position}
            </Text>
          </ThemeIcon>
          <div className={classes.text}>
            <Text fw={link.role === 'chain' ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
              {link.name}
            </Text>
            <Text size="sm" c="gray.7">
              {link.role === 'chain' ? link.note[language] : t(`sanad.role.${link.role}`)}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
