import type { StaffBankQuestion } from '@academy/contract/staff-question-bank';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A question's prompt with its line breaks, under its title for staff (a GIFT `::name::`) when it has one. */
export function TitledPrompt({
  title,
  prompt,
  direction,
}: {
  title: string;
  prompt: string;
  direction: StaffBankQuestion['direction'];
}) {
  return (
    <>
      {title ? (
        <Text size="sm" c="dimmed" dir="auto">
          {title}
        </Text>
      ) : null}
      <Text size="sm" dir={direction} style={{ whiteSpace: 'pre-wrap' }}>
        {prompt}
      </Text>
    </>
  );
}

/** A question's options (the right ones marked) or its accepted answers. */
export function AnswersOf({
  options,
  accepted,
}: {
  options: { text: string; correct: boolean }[];
  accepted: string[];
}) {
  const { t } = useTranslation('staff-question-bank');
  if (options.length === 0 && accepted.length === 0) return <>{t('noAnswers')}</>;
  return (
    <Group gap={4}>
      {options.map((option, index) => (
        <Badge
          key={index}
          variant={option.correct ? 'filled' : 'outline'}
          color={option.correct ? 'green.9' : 'gray'}
          c={option.correct ? undefined : 'dark'}
          tt="none"
        >
          {option.correct ? t('right', { text: option.text }) : option.text}
        </Badge>
      ))}
      {accepted.map((text) => (
        <Badge key={text} variant="filled" color="green.9" tt="none">
          {t('right', { text })}
        </Badge>
      ))}
    </Group>
  );
}
