import { ImportCollector, type ParsedImport } from './imported-question';

// Moodle's Aiken format: a question line, its options `A.` or `A)`, then `ANSWER: B`; one right
// option each. Blank lines between questions are allowed.

const optionLine = /^([A-Z])[.)]\s+(.*)$/;
const answerLine = /^ANSWER\s*:\s*(.*)$/i;

interface Pending {
  line: number;
  prompt: string[];
  options: { letter: string; text: string }[];
  /** A line of it was wrong: the rest is skipped up to its answer or a blank line. */
  failed: boolean;
}

export function parseAiken(source: string): ParsedImport {
  const collector = new ImportCollector();
  let pending: Pending | null = null;
  const finish = () => {
    if (pending && !pending.failed) collector.fail(pending.line, 'importAikenAnswerMissing');
    pending = null;
  };
  for (const [index, raw] of source.split(/\r\n|\r|\n/).entries()) {
    const line = raw.trim();
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
      const letter = answer[1]!.trim().toUpperCase();
      if (!pending.failed) {
        if (!pending.options.some((option) => option.letter === letter))
          collector.fail(number, 'importAnswerLetterUnknown');
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
    if (option) pending.options.push({ letter: option[1]!, text: option[2]!.trim() });
    else if (pending.options.length === 0) pending.prompt.push(line);
    else {
      collector.fail(number, 'importAikenOptionExpected');
      pending.failed = true;
    }
  }
  finish();
  return collector.result();
}
