import type { AttemptQuestion } from '@academy/contract/exam';
import { Text } from '@mantine/core';
import { useLanguage } from '../../../hooks/use-language';

/** A question's prompt; Arabic prompts are marked as Arabic and read right to left. */
export function QuestionPrompt({ question, id }: { question: AttemptQuestion; id?: string }) {
  const language = useLanguage();
  const rtl = question.direction === 'rtl';
  return (
    <Text
      id={id}
      fw={600}
      fz={rtl ? 'xl' : 'md'}
      dir={rtl ? 'rtl' : undefined}
      lang={rtl ? 'ar' : undefined}
      ta={rtl ? 'right' : undefined}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      {question.prompt[language]}
    </Text>
  );
}

/** An option's text: Arabic script gets the Arabic language and direction (bidi isolates the rest). */
export function OptionText({ text }: { text: string }) {
  const arabic = /[\u0600-\u06FF]/.test(text) && !/[A-Za-z]/.test(text);
  return arabic ? (
    <span lang="ar" dir="rtl" style={{ fontSize: '1.2em' }}>
      {text}
    </span>
  ) : (
    <bdi>{text}</bdi>
  );
}
