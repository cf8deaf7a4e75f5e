import type { Localized } from './language';

/** Messages of the staff console, part 3 (spread into `messages`). */
export const staffConsoleMessages = {
  examPublishNoQuestions: {
    en: 'An exam without questions cannot be published; add its questions first',
    id: 'Ujian tanpa soal tidak dapat diterbitkan; tambahkan soalnya terlebih dahulu',
  },
  examPublishAnswerMissing: {
    en: 'Every question needs its right answer before the exam is published',
    id: 'Setiap soal memerlukan jawaban benarnya sebelum ujian diterbitkan',
  },
  examDrawTooFew: {
    en: 'The class’s question bank has fewer questions in this category than the draw takes',
    id: 'Bank soal kelas ini memiliki lebih sedikit soal dalam kategori ini daripada jumlah yang diundi',
  },
  examDrawTooFewAcademy: {
    en: 'The academy question bank has fewer questions in this category than the draw takes',
    id: 'Bank soal akademi memiliki lebih sedikit soal dalam kategori ini daripada jumlah yang diundi',
  },
  bankQuestionUnknown: {
    en: 'This question is in neither the bank of the exam’s class nor the academy bank',
    id: 'Soal ini tidak ada di bank soal kelas ujian ini maupun di bank soal akademi',
  },
  bankImportInUse: {
    en: 'Nothing was removed: exams that learners have already sat draw questions from this import’s category, and removing them would change what the next learners are given',
    id: 'Tidak ada yang dihapus: ujian yang sudah dikerjakan peserta mengundi soal dari kategori impor ini, dan menghapusnya akan mengubah soal yang diterima peserta berikutnya',
  },
  examPreviewTokenInvalid: {
    en: 'This preview is not valid; open the preview again',
    id: 'Pratinjau ini tidak berlaku; buka pratinjau lagi',
  },
  examPreviewExpired: {
    en: 'This preview has expired; open the preview again',
    id: 'Pratinjau ini sudah kedaluwarsa; buka pratinjau lagi',
  },
  enrolmentAlreadySuspended: {
    en: 'This learner is already suspended in this class',
    id: 'Peserta ini sudah ditangguhkan di kelas ini',
  },
} as const satisfies Record<string, Localized>;
