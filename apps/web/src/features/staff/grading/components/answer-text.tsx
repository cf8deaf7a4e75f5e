import type { StaffGradedAnswer } from '@academy/contract/staff-grading';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../../components/bidi-text';
import { useLanguage } from '../../../../hooks/use-language';

// A text whose first letter is Arabic reads right to left as a whole.
const startsArabic = /^[^A-Za-z\u00C0-\u024F\u0600-\u06FF]*[\u0600-\u06FF]/;

/** The learner's answer as words: the text written (Arabic right to left), or the chosen options. */
export function AnswerText({ answer, lineClamp }: { answer: StaffGradedAnswer; lineClamp?: number }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const { answer: value } = answer;
  if (value === null || (Array.isArray(value) ? value.length === 0 : value.trim() === '')) {
    return (
      <Text size="sm" c="gray.7">
        {t('attempt.noAnswer')}
      </Text>
    );
  }
  if (typeof value === 'string' && !answer.options) {
    const dir = answer.direction === 'rtl' || startsArabic.test(value) ? 'rtl' : 'ltr';
    return (
      <Text
        dir={dir}
        lang={dir === 'rtl' ? 'ar' : undefined}
        lineClamp={lineClamp}
        style={{ whiteSpace: 'pre-wrap' }}
      >
        <BidiText base={dir}>{value}</BidiText>
      </Text>
    );
  }
  const ids = Array.isArray(value) ? value : [value];
  const chosen = (answer.options ?? []).filter((option) => ids.includes(option.id));
  return (
    <Text>
      {chosen.map((option, index) => (
        <span key={option.id}>
          {index > 0 ? ', ' : null}
          <BidiText>{option.text[language]}</BidiText>
        </span>
      ))}
    </Text>
  );
}
