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
  importWorkbookTooLarge: {
    en: 'The workbook is too large once unpacked: at most 16 MB of content, 2,000 rows, 40,000 cells and 64 columns (A to BL). Keep only the sheet of questions and try again',
    id: 'Buku kerja ini terlalu besar setelah dibuka: paling banyak 16 MB isi, 2.000 baris, 40.000 sel, dan 64 kolom (A sampai BL). Sisakan hanya lembar soal lalu coba lagi',
  },
  importEmpty: {
    en: 'The file holds no questions',
    id: 'Berkas ini tidak berisi soal',
  },
  importTooMany: {
    en: 'At most 500 questions can be imported at once',
    id: 'Paling banyak 500 soal dapat diimpor sekaligus',
  },
  importTooManyErrors: {
    en: 'More than 500 questions of the file cannot be read; check that it is in the format chosen',
    id: 'Lebih dari 500 soal dalam berkas ini tidak terbaca; periksa apakah berkas sesuai format yang dipilih',
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
    en: 'The answers in { } are not written as GIFT writes them: start each answer with = (right) or ~ (wrong)',
    id: 'Jawaban di dalam { } tidak ditulis sesuai GIFT: awali setiap jawaban dengan = (benar) atau ~ (salah)',
  },
  importGiftMatching: {
    en: 'Matching questions are not supported',
    id: 'Soal menjodohkan tidak didukung',
  },
  importNumberRange: {
    en: 'Numerical answers with a tolerance or a range are not supported ({answers}): give the exact number',
    id: 'Jawaban angka dengan toleransi atau rentang tidak didukung ({answers}): tulis angka yang tepat',
  },
  importNumberInvalid: {
    en: 'A numerical answer is not a number: {answers}',
    id: 'Jawaban angka ini bukan angka: {answers}',
  },
  importPartialShortAnswer: {
    en: 'Partial credit on a short answer is not supported: {answers}',
    id: 'Nilai sebagian pada jawaban singkat tidak didukung: {answers}',
  },
  importPartialSingleChoice: {
    en: 'Partial credit on a single-answer question is not supported: {answers}. Mark the option right (=) or wrong (~), or make it a multiple-answer question (weights only, the right ones adding up to 100%)',
    id: 'Nilai sebagian pada soal satu jawaban tidak didukung: {answers}. Tandai opsi itu benar (=) atau salah (~), atau jadikan soal banyak jawaban (hanya bobot, yang benar berjumlah 100%)',
  },
  importGiftTwoRight: {
    en: 'A single-answer question takes one right answer (=), here {answers}; for “tick every right one”, give weights instead: {~%50%a ~%50%b ~c}',
    id: 'Soal satu jawaban hanya memiliki satu jawaban benar (=), di sini {answers}; untuk “centang semua yang benar”, beri bobot: {~%50%a ~%50%b ~c}',
  },
  importNegativeMarks: {
    en: 'Negative marks are not supported: {answers}',
    id: 'Nilai negatif tidak didukung: {answers}',
  },
  importWeightsNotWhole: {
    en: 'The right options’ weights add up to {sum}%; a multiple-answer question needs 100%',
    id: 'Bobot opsi yang benar berjumlah {sum}%; soal banyak jawaban memerlukan 100%',
  },
  importWildcard: {
    en: 'Wildcards (*) in a short answer are not supported: {answers}',
    id: 'Karakter pengganti (*) pada jawaban singkat tidak didukung: {answers}',
  },
  importNoteAllOrNothing: {
    en: 'Graded all or nothing: the points need every right option ticked and no wrong one (no part marks per option)',
    id: 'Dinilai semua atau tidak sama sekali: nilai diberikan bila semua opsi benar dicentang tanpa opsi salah (tanpa nilai sebagian per opsi)',
  },
  importNoteZeroDropped: {
    en: 'Answers worth 0% are left out (they earned nothing): {answers}',
    id: 'Jawaban bernilai 0% tidak disertakan (tidak memberi nilai): {answers}',
  },
  importNoteNumberAsText: {
    en: 'Graded as text: the answer must be written as {answers}',
    id: 'Dinilai sebagai teks: jawaban harus ditulis {answers}',
  },
  importFormulaWithoutResult: {
    en: 'Cell {cell} holds a formula without a stored result ({formula}): type its text, or open and save the file in Excel',
    id: 'Sel {cell} berisi rumus tanpa hasil tersimpan ({formula}): ketik teksnya, atau buka dan simpan berkas di Excel',
  },
  importTrue: { en: 'True', id: 'Benar' },
  importFalse: { en: 'False', id: 'Salah' },
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
    en: 'The question has no "ANSWER: …" line after its last option (line {last})',
    id: 'Soal ini tidak memiliki baris "ANSWER: …" setelah opsi terakhirnya (baris {last})',
  },
  importAikenAnswerUnknown: {
    en: '"ANSWER: {letter}" names no option: the options are {letters}',
    id: '"ANSWER: {letter}" tidak menunjuk opsi mana pun: opsinya {letters}',
  },
  importAikenAnswerBlank: {
    en: 'The "ANSWER:" line names no letter: the options are {letters}',
    id: 'Baris "ANSWER:" tidak menyebut huruf: opsinya {letters}',
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
