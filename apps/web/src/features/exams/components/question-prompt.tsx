import type { AttemptQuestion } from '@academy/contract/exam';
import { Text } from '@mantine/core';
import { useLanguage } from '../../../hooks/use-language';

// A run of Arabic letters and marks, with the spaces between its words.
const arabicRun = /([\u0600-\u06FF\u0750-\u077F]+(?:[\s\u060C]+[\u0600-\u06FF\u0750-\u077F]+)*)/;

/**
 * Text that mixes Latin and Arabic: each Arabic run is isolated, marked Arabic and read right to
 * left, so quotes and punctuation around it stay where they were written.
 */
export function MixedText({ text }: { text: string }) {
  return (
    <>
      {text.split(arabicRun).map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} lang="ar" dir="rtl" style={{ fontSize: '1.15em' }}>
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A question's prompt; an Arabic prompt is marked Arabic and read right to left as a whole. */
export function QuestionPrompt({ question, id }: { question: AttemptQuestion; id?: string }) {
  const language = useLanguage();
  const rtl = question.direction === 'rtl';
  const prompt = question.prompt[language];
  return rtl ? (
    <Text id={id} fw={600} fz="xl" dir="rtl" lang="ar" ta="right" style={{ whiteSpace: 'pre-wrap' }}>
      {prompt}
    </Text>
  ) : (
    <Text id={id} fw={600} style={{ whiteSpace: 'pre-wrap' }}>
      <MixedText text={prompt} />
    </Text>
  );
}

/** An option's or answer's text, Arabic runs isolated (a list of them keeps its order). */
export function OptionText({ text }: { text: string }) {
  return (
    <bdi>
      <MixedText text={text} />
    </bdi>
  );
}
