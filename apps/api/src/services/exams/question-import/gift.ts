import { ImportCollector, type ParsedImport } from './imported-question';

// Moodle's GIFT format, the parts a bank of choices, short answers and essays uses:
//   // a comment
//   ::Title:: Question text {=right ~wrong}          single choice
//   Question {~%50%a ~%50%b ~%-100%c}  or  {=a =b ~c}  multiple choice
//   Question {=answer =other answer}                  short answer (each `=` an accepted text)
//   Question {}                                       essay
// Questions are separated by blank lines; `\=` `\~` `\{` `\}` `\#` `\:` are the characters themselves.

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

/** Moodle's text-format prefix, which says how the text is written, not what it says. */
const formatPrefix = /^\[(?:html|moodle|plain|markdown)\]/;

interface Answer {
  right: boolean;
  weight: number | null;
  text: string;
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
  const before = text.slice(0, open).trim().replace(formatPrefix, '');
  const after = text.slice(close + 1).trim();
  if (after.includes('{')) return collector.fail(lineOf(close), 'importGiftBlankLine');
  const prompt = restore(after ? `${before} _____ ${after}` : before);
  const body = text.slice(open + 1, close).trim();
  const base = { line, title, prompt, options: [], acceptedAnswers: [] };
  if (body.length === 0) return collector.add({ ...base, kind: 'essay' });
  // True/false, numeric and matching questions are left out of the bank.
  if (/^(?:T|F|TRUE|FALSE)(?:#|$)/.test(body) || body.startsWith('#') || body.includes('->'))
    return collector.fail(line, 'importGiftUnsupported');
  if (!/^[=~]/.test(body)) return collector.fail(line, 'importGiftUnsupported');
  const answers = readAnswers(body);
  if (!answers) return collector.fail(line, 'importWeightInvalid');
  if (answers.every((answer) => answer.right && answer.weight === null))
    return collector.add({
      ...base,
      kind: 'short_answer',
      acceptedAnswers: answers.map((answer) => answer.text).filter((answer) => answer.length > 0),
    });
  const options = answers.map((answer) => ({
    text: answer.text,
    correct: answer.weight === null ? answer.right : answer.weight > 0,
  }));
  const right = options.filter((option) => option.correct).length;
  collector.add({ ...base, kind: right > 1 ? 'multiple_choice' : 'single_choice', options });
}

/** `=a ~b ~%50%c#feedback` → answers; null when a weight is not a percent. */
function readAnswers(body: string): Answer[] | null {
  const answers: Answer[] = [];
  for (const match of body.matchAll(/([=~])([^=~]*)/g)) {
    let text = match[2]!.split('#')[0]!.trim();
    let weight: number | null = null;
    const weighted = /^%(-?\d+(?:\.\d+)?)%/.exec(text);
    if (text.startsWith('%')) {
      if (!weighted) return null;
      weight = Number(weighted[1]);
      if (weight < -100 || weight > 100) return null;
      text = text.slice(weighted[0].length).trim();
    }
    answers.push({ right: match[1] === '=', weight, text: restore(text) });
  }
  return answers;
}
