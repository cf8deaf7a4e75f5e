import type { Localized } from '@academy/contract/language';

/** One formatter per language, made once: a formatter is costly to make and free to reuse. */
const wibFormats = {
  en: wibFormat('en-US'),
  id: wibFormat('id-ID'),
};

function wibFormat(locale: string) {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });
}

/** "Sabtu, 28 November 2026 20.00" in the language, in WIB. */
const wibWhen = (at: Date, language: 'en' | 'id'): string => wibFormats[language].format(at);

const both = (make: (language: 'en' | 'id') => string): Localized => ({ en: make('en'), id: make('id') });

/** The inbox title and text of each reminder (decisions §9); WhatsApp and e-mail send the same. */
export const reminderTexts = {
  meetingReminder: (meeting: {
    title: Localized;
    classTitle: Localized;
    startsAt: Date;
    where: string | null;
  }) => ({
    title: both((l) =>
      l === 'en' ? `Meeting soon: ${meeting.title.en}` : `Segera dimulai: ${meeting.title.id}`,
    ),
    body: both((l) =>
      l === 'en'
        ? `${meeting.classTitle.en} meets on ${wibWhen(meeting.startsAt, 'en')} WIB.${meeting.where ? ` Join: ${meeting.where}` : ''}`
        : `${meeting.classTitle.id} dimulai ${wibWhen(meeting.startsAt, 'id')} WIB.${meeting.where ? ` Gabung: ${meeting.where}` : ''}`,
    ),
  }),
  examClosing: (exam: { title: Localized; closesAt: Date }) => ({
    title: both((l) =>
      l === 'en' ? `Exam closing: ${exam.title.en}` : `Ujian segera ditutup: ${exam.title.id}`,
    ),
    body: both((l) =>
      l === 'en'
        ? `The exam closes on ${wibWhen(exam.closesAt, 'en')} WIB and you have not finished it yet.`
        : `Ujian ditutup ${wibWhen(exam.closesAt, 'id')} WIB dan Anda belum menyelesaikannya.`,
    ),
  }),
  paymentExpiring: (payment: { title: Localized; expiresAt: Date }) => ({
    title: both((l) =>
      l === 'en'
        ? `Payment about to expire: ${payment.title.en}`
        : `Pembayaran segera kedaluwarsa: ${payment.title.id}`,
    ),
    body: both((l) =>
      l === 'en'
        ? `Pay with QRIS before ${wibWhen(payment.expiresAt, 'en')} WIB or the order expires.`
        : `Bayar dengan QRIS sebelum ${wibWhen(payment.expiresAt, 'id')} WIB agar pesanan tidak kedaluwarsa.`,
    ),
  }),
};

/** The inbox title and text of an outcome: a grade released, a certificate issued (decisions §9). */
export const outcomeTexts = {
  gradeReleased: (exam: { title: Localized; percent: number; passed: boolean }) => ({
    title: both((l) => (l === 'en' ? `Your grade: ${exam.title.en}` : `Nilai Anda: ${exam.title.id}`)),
    body: both((l) =>
      l === 'en'
        ? `You scored ${exam.percent}% and ${exam.passed ? 'passed' : 'did not pass yet'}.`
        : `Nilai Anda ${exam.percent}% dan Anda ${exam.passed ? 'lulus' : 'belum lulus'}.`,
    ),
  }),
  certificateIssued: (certificate: { title: Localized; number: string }) => ({
    title: both((l) =>
      l === 'en'
        ? `Certificate issued: ${certificate.title.en}`
        : `Sertifikat terbit: ${certificate.title.id}`,
    ),
    body: both((l) =>
      l === 'en'
        ? `Your certificate ${certificate.number} is ready to download and verify.`
        : `Sertifikat ${certificate.number} Anda siap diunduh dan diverifikasi.`,
    ),
  }),
};
