import type { Localized } from './language';

/** Messages of the question import (api-contract "Staff console, part 3"), spread into `messages`. */
export const questionImportMessages = {
  importNotText: {
    en: 'The file is not a text file in UTF-8; save it as plain text (UTF-8) and try again',
    id: 'Berkas ini bukan berkas teks UTF-8; simpan sebagai teks biasa (UTF-8) lalu coba lagi',
  },
  importNotWorkbook: {
    en: 'The file is not an Excel workbook (.xlsx)',
    id: 'Berkas ini bukan buku kerja Excel (.xlsx)',
  },
  importEmpty: {
    en: 'The file holds no questions',
    id: 'Berkas ini tidak berisi soal',
  },
  importTooMany: {
    en: 'At most 500 questions can be imported at once',
    id: 'Paling banyak 500 soal dapat diimpor sekaligus',
  },
  importPromptMissing: {
    en: 'The question has no text',
    id: 'Soal ini tidak memiliki teks',
  },
  importBraceUnclosed: {
    en: 'The answers are opened with { but never closed with }',
    id: 'Jawaban dibuka dengan { tetapi tidak ditutup dengan }',
  },
  importAnswersMissing: {
    en: 'The question has no answers in { }',
    id: 'Soal ini tidak memiliki jawaban di dalam { }',
  },
  importGiftUnsupported: {
    en: 'This kind of GIFT question is not supported (only choices, short answers and essays)',
    id: 'Jenis soal GIFT ini tidak didukung (hanya pilihan, jawaban singkat, dan esai)',
  },
  importGiftBlankLine: {
    en: 'Two questions run together: put a blank line between questions',
    id: 'Dua soal menyatu: beri satu baris kosong di antara soal',
  },
  importWeightInvalid: {
    en: 'A weight such as %50% must be a number between -100 and 100',
    id: 'Bobot seperti %50% harus berupa angka antara -100 dan 100',
  },
  importAikenOptionExpected: {
    en: 'Expected an option such as "A. text" or the line "ANSWER: A"',
    id: 'Seharusnya berupa opsi seperti "A. teks" atau baris "ANSWER: A"',
  },
  importAikenAnswerMissing: {
    en: 'The question ends without its "ANSWER: …" line',
    id: 'Soal berakhir tanpa baris "ANSWER: …"',
  },
  importAnswerLetterUnknown: {
    en: 'The answer names a letter that is not one of the options',
    id: 'Jawaban menyebut huruf yang bukan salah satu opsi',
  },
  importHeaderInvalid: {
    en: 'The first row must hold the template’s headings: kind, prompt, option_a … option_f, answer',
    id: 'Baris pertama harus berisi judul kolom templat: kind, prompt, option_a … option_f, answer',
  },
  importKindUnknown: {
    en: 'The kind must be single_choice, multiple_choice, short_answer or essay',
    id: 'Jenis harus single_choice, multiple_choice, short_answer, atau essay',
  },
  importQuoteUnclosed: {
    en: 'A quoted cell is opened with " but never closed',
    id: 'Sel berkutip dibuka dengan " tetapi tidak ditutup',
  },
} as const satisfies Record<string, Localized>;
