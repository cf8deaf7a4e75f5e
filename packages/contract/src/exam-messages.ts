import type { Localized } from './language';

/** The exam capability's messages (spec §8 for the first three), spread into `messages`. */
export const examMessages = {
  examSomethingWrong: { en: 'Something Wrong', id: 'Terjadi Kesalahan' },
  examUnfinished: { en: 'You have an unfinished exam', id: 'Anda memiliki ujian yang belum selesai' },
  examEnded: { en: 'The exam has ended', id: 'Ujian telah berakhir' },
  examNotOpenYet: { en: 'The exam is not open yet', id: 'Ujian belum dibuka' },
  examPayFirst: { en: 'Pay for this exam first', id: 'Bayar ujian ini terlebih dahulu' },
  examNotEnrolled: {
    en: 'Join this class to take its exams',
    id: 'Daftar kelas ini untuk mengikuti ujiannya',
  },
  examQuestionUnknown: { en: 'This question is not in the exam', id: 'Soal ini tidak ada dalam ujian' },
  examAnswerInvalid: {
    en: 'This answer does not fit the question',
    id: 'Jawaban ini tidak sesuai dengan soalnya',
  },
  examAnswerRepeated: {
    en: 'A question is answered twice in one save',
    id: 'Satu soal dijawab dua kali dalam satu penyimpanan',
  },
  examPinRequired: {
    en: 'Enter this profile’s PIN to go on with the exam',
    id: 'Masukkan PIN profil ini untuk melanjutkan ujian',
  },
  examRecordedAtInvalid: {
    en: 'This answer’s time is outside the attempt',
    id: 'Waktu jawaban ini di luar waktu ujian',
  },
  examStateNotOpenYet: { en: 'Not open yet', id: 'Belum dibuka' },
  examStateStart: { en: 'Open', id: 'Dibuka' },
  examStateContinue: { en: 'Unfinished', id: 'Belum selesai' },
  examStateEnded: { en: 'Ended', id: 'Berakhir' },
  examStateResult: { en: 'Done', id: 'Selesai' },
  examStateRevise: { en: 'Retake', id: 'Ulangi' },
  examStatePayFirst: { en: 'Pay first', id: 'Bayar dulu' },
} as const satisfies Record<string, Localized>;
