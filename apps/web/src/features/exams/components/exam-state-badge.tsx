import { examStateLabels, type ExamState } from '@academy/contract/exam-state';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<ExamState, string> = {
  not_open_yet: 'gray',
  start: 'green',
  continue: 'orange',
  ended: 'dark',
  result: 'blue',
  revise: 'grape',
  pay_first: 'yellow',
};

/**
 * Yellow and orange take the darker light-variant text of styles/global.css (their `.9` shades are
 * too light on the tint); the others their `.9` shade.
 */
const textColour = (colour: string) =>
  colour === 'yellow' || colour === 'orange' ? undefined : `${colour}.9`;

/** An exam state in words: the labels come from the contract's exam-state module, translated. */
export function ExamStateBadge({ state }: { state: ExamState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[state]} variant="light" radius="sm" tt="none" c={textColour(colours[state])}>
      {t(examStateLabels[state], { ns: 'validation' })}
    </Badge>
  );
}
