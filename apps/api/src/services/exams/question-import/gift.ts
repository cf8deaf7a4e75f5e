import { messages } from '@academy/contract/messages';
import { ImportCollector, quoted, type ImportMessage, type ParsedImport } from './imported-question';
import { plainText, withoutMarker, type TextFormat } from './moodle-text';

// Moodle's GIFT format, read as Moodle reads it (its kinds decided in Moodle's order):
//   // a comment                  $CATEGORY: lines are skipped too
//   ::Title:: [html]Question text {=right ~wrong#feedback ####general feedback}
//   Question {}                                   essay
//   Question {#3} / {#=3 =%0%4}                    numerical: a short answer when exact
//   Question {=right ~wrong} (an `=`)             single answer; {~%50%a ~%50%b ~%-100%c} multiple
//   Question {=a -> b …}                          matching: not supported
//   Question {T} {TRUE} {F} {FALSE}               true/false: a single choice of the two words
//   Question {=answer =other}                     short answer
//   Text {answers} more text                      a blank (_____) where the answers stand
// Questions are separated by blank lines; `\=` `\~` `\{` `\}` `\#` `\:` are the characters themselves.
// Weights the app cannot grade as Moodle would (partial credit on one right answer or a short
// answer, negative marks) refuse that question with the reason; nothing is saved meaning otherwise.

/** Escaped characters stand in as private-use characters while the text is cut, then come back. */
const escapes: Record<string, string> = {
  '\\\\': '\uE000',
  '\\=': '\uE001',
  '\\~': '\uE002',
  '\\{': '\uE003',
  '\\}': '\uE004',
  '\\#': '\uE005',
  '\\:': '\uE006',
};
const unescaped = Object.fromEntries(
  Object.entries(escapes).map(([escape, mark]) => [mark, escape.slice(1)]),
);

const hide = (text: string) => text.replace(/\\[\\=~{}#:]/g, (escape) => escapes[escape]!);
const restore = (text: string) =>
  text
    .replace(/\\n/g, '\n')
    .replace(/[\uE000-\uE006]/g, (mark) => unescaped[mark]!)
    .trim();

/** A text of the file (escapes hidden) as learners read it, in its own format or the question's. */
const readText = (hidden: string, format: TextFormat) => plainText(restore(hidden), format);

/** The blank of a missing-word question: one space either side where the file had any. */
const blank = '_____';

interface Answer {
  /** Written with `=` (right) or `~`. */
  right: boolean;
  /** Its `%n%` weight, when given. */
  weight: number | null;
  text: string;
  feedback: string;
}

export function parseGift(source: string): ParsedImport {
  const collector = new ImportCollector();
  let block: { line: number; lines: string[] } | null = null;
  const lines = source.split(/\r\n|\r|\n/);
  for (const [index, line] of [...lines, ''].entries()) {
    const trimmed = line.trim();
    // Comments and Moodle's category lines carry no question.
    if (trimmed.startsWith('//') || trimmed.startsWith('$CATEGORY:')) continue;
    if (trimmed.length > 0) {
      block ??= { line: index + 1, lines: [] };
      block.lines.push(line);
      continue;
    }
    if (block) readQuestion(collector, block.line, block.lines.join('\n'));
    block = null;
  }
  return collector.result();
}

function readQuestion(collector: ImportCollector, line: number, raw: string) {
  let text = hide(raw);
  let title = '';
  const titled = /^\s*::([^]*?)::/.exec(text);
  if (titled) {
    title = restore(titled[1]!);
    text = text.slice(titled[0].length);
  }
  const open = text.indexOf('{');
  if (open < 0) return collector.fail(line, 'importAnswersMissing');
  const close = text.indexOf('}', open);
  // Escapes take one character each, so the text keeps the lines of the file.
  const lineOf = (at: number) => line + ((titled?.[0] ?? '') + text.slice(0, at)).split('\n').length - 1;
  if (close < 0) return collector.fail(lineOf(open), 'importBraceUnclosed');
  const after = text.slice(close + 1);
  if (after.includes('{')) return collector.fail(lineOf(close), 'importGiftBlankLine');
  const question = withoutMarker(text.slice(0, open));
  const format = question.format ?? 'moodle';
  const before = question.text;
  // Each side read on its own, so that markdown's or HTML's marks never reach into the blank.
  const rest = readText(after, format);
  const prompt = rest
    ? `${readText(before, format)}${/\s$/.test(before) ? ' ' : ''}${blank}${/^\s/.test(after) ? ' ' : ''}${rest}`.trim()
    : readText(before, format);

  let body = text.slice(open + 1, close);
  let general = '';
  const generalAt = body.indexOf('####');
  if (generalAt >= 0) {
    general = readText(body.slice(generalAt + 4), format);
    body = body.slice(0, generalAt);
  }
  body = body.trim();
  const base = { line, title, prompt, options: [], acceptedAnswers: [] };
  const explained = (answers: readonly { text: string; feedback: string }[]) =>
    [
      general,
      ...answers.filter((answer) => answer.feedback).map((answer) => `“${answer.text}”: ${answer.feedback}`),
    ]
      .filter((part) => part.length > 0)
      .join('\n');

  if (body.length === 0) return collector.add({ ...base, kind: 'essay', explanation: general });
  if (body.startsWith('#')) return readNumerical(collector, base, body.slice(1), format, explained);
  if (body.includes('~')) return readChoice(collector, base, body, format, explained);
  if (body.includes('=') && body.includes('->')) return collector.fail(line, 'importGiftMatching');
  const [truth, wrongFeedback = '', rightFeedback = ''] = body.split('#');
  const value = truth!.trim();
  if (['T', 'TRUE', 'F', 'FALSE'].includes(value)) {
    const isTrue = value.startsWith('T');
    const words = [
      { key: 'importTrue', correct: isTrue },
      { key: 'importFalse', correct: !isTrue },
    ] as const;
    const feedback = { right: readText(rightFeedback, format), wrong: readText(wrongFeedback, format) };
    return collector.add({
      ...base,
      kind: 'single_choice',
      options: words.map((word) => ({
        text: messages[word.key].en,
        correct: word.correct,
        words: messages[word.key],
      })),
      explanation: explained(
        words.map((word) => ({
          text: messages[word.key].en,
          feedback: word.correct ? feedback.right : feedback.wrong,
        })),
      ),
    });
  }
  if (!body.startsWith('=')) return collector.fail(line, 'importGiftUnsupported');
  const answers = readAnswers(body, format);
  if (!answers) return collector.fail(line, 'importWeightInvalid');
  readShortAnswer(collector, base, answers, explained);
}

type Base = { line: number; title: string; prompt: string; options: never[]; acceptedAnswers: never[] };
type Explain = (answers: readonly { text: string; feedback: string }[]) => string;

/**
 * Choices, single answer when any answer is written `=` (Moodle's rule), otherwise multiple
 * answers with weights. The app grades a single answer as right or wrong and a multiple answer all
 * or nothing: partial and negative weights on a single answer cannot be kept; a multiple answer's
 * right options (positive weights) must share 100%, as Moodle requires.
 */
function readChoice(
  collector: ImportCollector,
  base: Base,
  body: string,
  format: TextFormat,
  explained: Explain,
) {
  if (!/^[=~]/.test(body)) return collector.fail(base.line, 'importGiftUnsupported');
  const answers = readAnswers(body, format);
  if (!answers) return collector.fail(base.line, 'importWeightInvalid');
  const weighted = answers.map((answer) => ({
    ...answer,
    weight: answer.weight ?? (answer.right ? 100 : 0),
  }));
  const named = (list: typeof weighted) => ({ answers: quoted(list) });
  const explanation = explained(answers);
  if (body.includes('=')) {
    const negative = weighted.filter((answer) => answer.weight < 0);
    const partial = weighted.filter((answer) => answer.weight > 0 && answer.weight < 100);
    if (negative.length > 0) collector.fail(base.line, 'importNegativeMarks', named(negative));
    if (partial.length > 0) collector.fail(base.line, 'importPartialSingleChoice', named(partial));
    if (negative.length > 0 || partial.length > 0) return;
    const right = weighted.filter((answer) => answer.weight === 100);
    if (right.length > 1)
      return collector.fail(base.line, 'importGiftTwoRight', {
        answers: quoted(right.map(({ text }) => ({ text }))),
      });
    return collector.add({
      ...base,
      kind: 'single_choice',
      options: weighted.map((answer) => ({ text: answer.text, correct: answer.weight === 100 })),
      explanation,
    });
  }
  const right = weighted.filter((answer) => answer.weight > 0);
  const sum = right.reduce((total, answer) => total + answer.weight, 0);
  // Thirds are written 33.33333: a rounding's worth either side is a whole.
  if (right.length > 0 && Math.abs(sum - 100) > 0.5)
    return collector.fail(base.line, 'importWeightsNotWhole', { sum: String(Math.round(sum * 100) / 100) });
  collector.add({
    ...base,
    kind: 'multiple_choice',
    options: weighted.map((answer) => ({ text: answer.text, correct: answer.weight > 0 })),
    explanation,
    notes: [{ key: 'importNoteAllOrNothing' }],
  });
}

/**
 * Accepted texts, each worth the whole question: a partial or negative weight cannot be kept,
 * and Moodle's `*` wildcard is not matched; a 0% answer (earning nothing) is left out, said so.
 */
function readShortAnswer(
  collector: ImportCollector,
  base: Base,
  answers: Answer[],
  explained: Explain,
  notes: ImportMessage[] = [],
) {
  const weighted = answers.map((answer) => ({ ...answer, weight: answer.weight ?? 100 }));
  const negative = weighted.filter((answer) => answer.weight < 0);
  const partial = weighted.filter((answer) => answer.weight > 0 && answer.weight < 100);
  const accepted = weighted.filter((answer) => answer.weight === 100);
  const wildcards = accepted.filter((answer) => answer.text.includes('*'));
  if (negative.length > 0) collector.fail(base.line, 'importNegativeMarks', { answers: quoted(negative) });
  if (partial.length > 0) collector.fail(base.line, 'importPartialShortAnswer', { answers: quoted(partial) });
  if (wildcards.length > 0)
    collector.fail(base.line, 'importWildcard', { answers: quoted(wildcards.map(({ text }) => ({ text }))) });
  if (negative.length > 0 || partial.length > 0 || wildcards.length > 0) return;
  const zero = weighted.filter((answer) => answer.weight === 0);
  collector.add({
    ...base,
    kind: 'short_answer',
    acceptedAnswers: accepted.map((answer) => answer.text).filter((text) => text.length > 0),
    explanation: explained(answers),
    notes: [
      ...notes,
      ...(zero.length > 0
        ? [{ key: 'importNoteZeroDropped' as const, params: { answers: quoted(zero) } }]
        : []),
    ],
  });
}

const numberPattern = /^[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:e[-+]?\d+)?$/i;

/**
 * `{#3}`, `{#3:0}` or `{#=3 =%0%4}`: an exact number is a short answer of its text; a tolerance
 * (`3.141:0.0005`) or a range (`1..5`) cannot be graded as text and refuses the question.
 */
function readNumerical(
  collector: ImportCollector,
  base: Base,
  rest: string,
  format: TextFormat,
  explained: Explain,
) {
  const trimmed = rest.trim();
  const answers = readAnswers(trimmed.startsWith('=') ? trimmed : `=${trimmed}`, format);
  if (!answers) return collector.fail(base.line, 'importWeightInvalid');
  const ranged = answers.filter((answer) => {
    if (answer.text.includes('..')) return true;
    const tolerance = answer.text.split(':')[1];
    return tolerance !== undefined && Number(tolerance) !== 0;
  });
  if (ranged.length > 0) return collector.fail(base.line, 'importNumberRange', { answers: quoted(ranged) });
  const exact = answers.map((answer) => ({ ...answer, text: answer.text.split(':')[0]!.trim() }));
  const invalid = exact.filter((answer) => !numberPattern.test(answer.text));
  if (invalid.length > 0)
    return collector.fail(base.line, 'importNumberInvalid', { answers: quoted(invalid) });
  const graded = exact.filter((answer) => answer.weight !== 0);
  readShortAnswer(collector, base, exact, explained, [
    { key: 'importNoteNumberAsText', params: { answers: quoted(graded) } },
  ]);
}

/**
 * `=a ~b ~%50%c#feedback` → answers in the question's format (or each one's own marker); null
 * when a weight is not a percent between -100 and 100. `:` (escaped `\:`) stays in the text.
 */
function readAnswers(body: string, format: TextFormat): Answer[] | null {
  const answers: Answer[] = [];
  for (const match of body.matchAll(/([=~])([^=~]*)/g)) {
    const [written = '', ...feedback] = match[2]!.split('#');
    let text = written.trim();
    let weight: number | null = null;
    const weighted = /^%(-?\d+(?:\.\d+)?)%/.exec(text);
    if (text.startsWith('%')) {
      if (!weighted) return null;
      weight = Number(weighted[1]);
      if (weight < -100 || weight > 100) return null;
      text = text.slice(weighted[0].length).trim();
    }
    answers.push({
      right: match[1] === '=',
      weight,
      text: readText(text, format),
      feedback: readText(feedback.join('#'), format),
    });
  }
  return answers;
}
