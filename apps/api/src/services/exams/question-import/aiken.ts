import { ImportCollector, type ParsedImport } from './imported-question';

// Moodle's Aiken format: a question line, its options `A.` or `A)` (with or without a space
// after, as Moodle reads them), then `ANSWER: B`; one right option each. Blank lines between
// questions are allowed.

const optionLine = /^([A-Z])[.)]\s*(\S.*)$/;
const answerLine = /^ANSWER\s*:\s*(.*)$/i;

interface Pending {
  line: number;
  prompt: string[];
  options: { letter: string; text: string; line: number }[];
  /** A line of it was wrong: the rest is skipped up to its answer or a blank line. */
  failed: boolean;
}

export function parseAiken(source: string): ParsedImport {
  const collector = new ImportCollector();
  const lines = source.split(/\r\n|\r|\n/).map((raw) => raw.trim());
  let pending: Pending | null = null;
  const lettersOf = (question: Pending) => question.options.map((option) => option.letter).join(', ');
  /** The question ends without its answer line: named with the line of its last option. */
  const unanswered = (question: Pending) =>
    collector.fail(question.line, 'importAikenAnswerMissing', {
      last: String(question.options.at(-1)?.line ?? question.line),
    });
  const finish = () => {
    if (pending && !pending.failed) unanswered(pending);
    pending = null;
  };
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (line.length === 0) {
      // A blank line inside the question text is allowed; after the options it ends the question.
      if (pending && pending.options.length > 0) finish();
      continue;
    }
    if (!pending) {
      pending = { line: number, prompt: [line], options: [], failed: false };
      continue;
    }
    const answer = answerLine.exec(line);
    if (answer) {
      // As Moodle: the letter is the answer's first character (`B`, `B)`, `B. Five`).
      const written = answer[1]!.trim();
      const letter = /^([A-Z])(?![A-Za-z])/i.exec(written)?.[1]?.toUpperCase();
      if (!pending.failed) {
        const letters = lettersOf(pending);
        if (!letter) collector.fail(number, 'importAikenAnswerBlank', { letters });
        else if (!pending.options.some((option) => option.letter === letter))
          collector.fail(number, 'importAikenAnswerUnknown', { letter: written, letters });
        else
          collector.add({
            line: pending.line,
            kind: 'single_choice',
            title: '',
            prompt: pending.prompt.join('\n'),
            options: pending.options.map((option) => ({
              text: option.text,
              correct: option.letter === letter,
            })),
            acceptedAnswers: [],
          });
      }
      pending = null;
      continue;
    }
    if (pending.failed) continue;
    const option = optionLine.exec(line);
    if (option) pending.options.push({ letter: option[1]!, text: option[2]!.trim(), line: number });
    else if (pending.options.length === 0) pending.prompt.push(line);
    else if (startsQuestion(lines, index)) {
      // The next question began without a blank line: this one lacks its answer line.
      unanswered(pending);
      pending = { line: number, prompt: [line], options: [], failed: false };
    } else {
      collector.fail(number, 'importAikenOptionExpected');
      pending.failed = true;
    }
  }
  finish();
  return collector.result();
}

/** Whether the line at `index` opens a question: its text lines are followed by an option `A`. */
function startsQuestion(lines: readonly string[], index: number): boolean {
  for (const next of lines.slice(index + 1)) {
    if (next.length === 0 || answerLine.test(next)) return false;
    const option = optionLine.exec(next);
    if (option) return option[1] === 'A';
  }
  return false;
}
