import type { MessageKey } from '@academy/contract/messages';
import { learnerImportMaxRows } from '@academy/contract/staff-learner-import';
import { emailSchema, fullNameSchema, phoneNumberSchema, type Gender } from '@academy/contract/user';
import { isMessageKey } from '@academy/contract/messages';
import type { z } from 'zod';
import { csvRows } from '../../exams/index';
import { textOf } from '../../exams/index';

/** A learner as read from a row of the file: checked, the phone number in its canonical form. */
export interface LearnerLine {
  line: number;
  name: string;
  phoneNumber: string;
  email: string;
  gender: Gender;
}

export interface LearnerLineError {
  line: number;
  field: string;
  key: MessageKey;
}

type Column = 'name' | 'phoneNumber' | 'email' | 'gender';

/** Headings as spreadsheets in English and Indonesian name the columns (lower-cased, spaces single). */
const headingsOf: Record<Column, readonly string[]> = {
  name: ['name', 'full name', 'nama', 'nama lengkap'],
  phoneNumber: [
    'phone',
    'phone number',
    'whatsapp',
    'telepon',
    'no telepon',
    'nomor telepon',
    'no hp',
    'no wa',
  ],
  email: ['email', 'e-mail', 'surel'],
  gender: ['gender', 'sex', 'jenis kelamin'],
};

/** The ways a gender is written: English, the Indonesian initials and words, and the pesantren's. */
const genderWords: Record<string, Gender> = {
  male: 'male',
  m: 'male',
  l: 'male',
  'laki-laki': 'male',
  'laki laki': 'male',
  lakilaki: 'male',
  pria: 'male',
  ikhwan: 'male',
  female: 'female',
  f: 'female',
  p: 'female',
  perempuan: 'female',
  wanita: 'female',
  akhwat: 'female',
};

const heading = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[._]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^no\. /, 'no ');

/**
 * Reads the import's CSV (UTF-8 with or without its byte order mark, `,` or `;` separated, a
 * heading row in English or Indonesian): each row checked by the registration's own rules, and
 * a phone number or e-mail repeated in the file refused on its later line.
 */
export function readLearnerTable(file: Buffer): { learners: LearnerLine[]; errors: LearnerLineError[] } {
  const read = csvRows(textOf(file));
  if ('unclosedAt' in read)
    return { learners: [], errors: [{ line: read.unclosedAt, field: 'file', key: 'importQuoteUnclosed' }] };
  const [head, ...body] = read.rows.filter((row) => row.cells.some((cell) => cell.trim().length > 0));
  const headings = (head?.cells ?? []).map(heading);
  const columns = Object.fromEntries(
    (Object.keys(headingsOf) as Column[]).map((column) => [
      column,
      // "Telepon/WhatsApp": a heading naming the column twice.
      headings.findIndex((cell) => cell.split(/\s*\/\s*/).some((part) => headingsOf[column].includes(part))),
    ]),
  ) as Record<Column, number>;
  if (!head || Object.values(columns).some((index) => index < 0))
    return {
      learners: [],
      errors: [{ line: head?.number ?? 1, field: 'file', key: 'learnerImportHeaderInvalid' }],
    };
  if (body.length === 0)
    return { learners: [], errors: [{ line: head.number, field: 'file', key: 'learnerImportEmpty' }] };
  if (body.length > learnerImportMaxRows)
    return { learners: [], errors: [{ line: head.number, field: 'file', key: 'learnerImportTooMany' }] };

  const learners: LearnerLine[] = [];
  const errors: LearnerLineError[] = [];
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const row of body) {
    const cell = (column: Column) => row.cells[columns[column]] ?? '';
    const failed: LearnerLineError[] = [];
    const checked = <T>(field: Column, schema: z.ZodType<T>): T | undefined => {
      const result = schema.safeParse(cell(field));
      if (result.success) return result.data;
      const message = result.error.issues[0]?.message ?? '';
      failed.push({ line: row.number, field, key: isMessageKey(message) ? message : 'invalidValue' });
      return undefined;
    };
    const name = checked('name', fullNameSchema);
    const phoneNumber = checked('phoneNumber', phoneNumberSchema);
    const email = checked('email', emailSchema);
    const gender = genderWords[cell('gender').trim().toLowerCase()];
    if (!gender) failed.push({ line: row.number, field: 'gender', key: 'learnerImportGenderUnknown' });
    if (phoneNumber !== undefined && phones.has(phoneNumber))
      failed.push({ line: row.number, field: 'phoneNumber', key: 'learnerImportPhoneRepeated' });
    if (email !== undefined && emails.has(email))
      failed.push({ line: row.number, field: 'email', key: 'learnerImportEmailRepeated' });
    if (phoneNumber !== undefined) phones.add(phoneNumber);
    if (email !== undefined) emails.add(email);
    if (failed.length > 0 || !name || !phoneNumber || !email || !gender) errors.push(...failed);
    else learners.push({ line: row.number, name, phoneNumber, email, gender });
  }
  return { learners, errors };
}
