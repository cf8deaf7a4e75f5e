import type { AttemptQuestion } from '@academy/contract/exam';
import { Text } from '@mantine/core';
import { BidiText } from '../../../components/bidi-text';
import { useLanguage } from '../../../hooks/use-language';

/** Arabic inside Latin text a little larger, as Arabic script reads small beside Latin at one size. */
const arabicInLatin = { fontSize: '1.15em' };

/** A question's prompt; an Arabic prompt is marked Arabic and read right to left as a whole. */
export function QuestionPrompt({ question, id }: { question: AttemptQuestion; id?: string }) {
  const language = useLanguage();
  const rtl = question.direction === 'rtl';
  const prompt = question.prompt[language];
  return rtl ? (
    <Text id={id} fw={600} fz="xl" dir="rtl" lang="ar" ta="right" style={{ whiteSpace: 'pre-wrap' }}>
      <BidiText base="rtl">{prompt}</BidiText>
    </Text>
  ) : (
    <Text id={id} fw={600} style={{ whiteSpace: 'pre-wrap' }}>
      <BidiText arabicStyle={arabicInLatin}>{prompt}</BidiText>
    </Text>
  );
}

/** An option's or answer's text, Arabic runs isolated (a list of them keeps its order). */
export function OptionText({ text }: { text: string }) {
  return (
    <bdi>
      <BidiText arabicStyle={arabicInLatin}>{text}</BidiText>
    </bdi>
  );
}
