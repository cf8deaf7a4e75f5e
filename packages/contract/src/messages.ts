import { examMessages } from './exam-messages';
import { recitationMessages } from './recitation-messages';
import type { Localized } from './language';
import { meetingMessages } from './meeting-messages';
import { paymentMessages } from './payment-messages';
import { staffPaymentMessages } from './staff-payment-messages';
import { staffCertificateMessages } from './staff-certificate-messages';
import { staffConsoleMessages } from './staff-console-messages';
import { questionImportMessages } from './question-import-messages';
import { learnerImportMessages } from './learner-import-messages';

/**
 * Every message the API and the app show for validation and errors, in both languages.
 * Schemas carry the key; each side translates it. English validation texts are the spec's
 * own words (spec §5) and must not change.
 */
export const messages = {
  // Validation (spec §5)
  fullNameRequired: { en: 'Full name cannot be empty!', id: 'Nama lengkap tidak boleh kosong!' },
  fullNameLetters: {
    en: 'Invalid name, please use alphabet letters only',
    id: 'Nama tidak valid, gunakan huruf alfabet saja',
  },
  profileNameRequired: { en: 'Profile name cannot be empty!', id: 'Nama profil tidak boleh kosong!' },
  profileNameLetters: {
    en: 'Invalid profile name, please use alphabet letters only',
    id: 'Nama profil tidak valid, gunakan huruf alfabet saja',
  },
  genderRequired: { en: 'Gender is required!', id: 'Jenis kelamin wajib dipilih!' },
  phoneTooShort: {
    en: 'Phone number must be more than 8 digits!',
    id: 'Nomor telepon harus lebih dari 8 digit!',
  },
  phoneInvalid: {
    en: 'Phone number may contain digits only (spaces, dashes and a leading + are fine)',
    id: 'Nomor telepon hanya boleh berisi angka (spasi, tanda hubung, dan + di depan boleh)',
  },
  passwordTooShort: {
    en: 'Password is at least 8 characters!',
    id: 'Kata sandi minimal 8 karakter!',
  },
  passwordTooLong: {
    en: 'Password is at most 128 characters',
    id: 'Kata sandi maksimal 128 karakter',
  },
  emailInvalid: { en: 'Incorrect email format!', id: 'Format email salah!' },
  passwordNotMatch: { en: 'Password not match', id: 'Kata sandi tidak cocok' },
  passwordSameAsOld: {
    en: 'New password must be different from the old password',
    id: 'Kata sandi baru harus berbeda dari kata sandi lama',
  },
  pinInvalid: { en: 'PIN must be 6 digits', id: 'PIN harus 6 digit angka' },
  pinNotMatch: { en: 'PIN not match', id: 'PIN tidak cocok' },
  pinSameAsOld: {
    en: 'New PIN must be different from the old PIN',
    id: 'PIN baru harus berbeda dari PIN lama',
  },
  addressRequired: { en: 'Please enter full address', id: 'Silakan masukkan alamat lengkap' },
  otpInvalid: { en: 'The code is 6 digits', id: 'Kode terdiri dari 6 digit angka' },
  required: { en: 'This field is required', id: 'Kolom ini wajib diisi' },
  tooLong: { en: 'This text is too long', id: 'Teks ini terlalu panjang' },
  marksStacked: {
    en: 'A letter carries too many marks: at most 3 accents or vowel marks per letter',
    id: 'Satu huruf membawa terlalu banyak tanda: paling banyak 3 tanda aksen atau harakat per huruf',
  },
  invalidValue: { en: 'Invalid value', id: 'Nilai tidak valid' },

  // Errors answered by the API
  validationFailed: {
    en: 'Some fields are not valid',
    id: 'Beberapa isian tidak valid',
  },
  malformedJson: { en: 'The request body is not valid JSON', id: 'Isi permintaan bukan JSON yang valid' },
  payloadTooLarge: { en: 'The request is too large', id: 'Permintaan terlalu besar' },
  notFound: { en: 'Not found', id: 'Tidak ditemukan' },
  methodNotAllowed: { en: 'Method not allowed', id: 'Metode tidak diizinkan' },
  unsupportedMediaType: {
    en: 'Unsupported content type',
    id: 'Jenis konten tidak didukung',
  },
  tooManyRequests: {
    en: 'Too many requests, please try again later',
    id: 'Terlalu banyak permintaan, silakan coba lagi nanti',
  },
  serverStarting: {
    en: 'The server is starting, please try again in a moment',
    id: 'Server sedang dinyalakan, silakan coba lagi sebentar lagi',
  },
  serverDraining: {
    en: 'The server is shutting down, please try again',
    id: 'Server sedang dimatikan, silakan coba lagi',
  },
  databaseUnavailable: {
    en: 'The database does not answer, please try again later',
    id: 'Basis data tidak menjawab, silakan coba lagi nanti',
  },
  mediaStoreUnavailable: {
    en: 'The media store does not answer for its bucket yet, please try again later',
    id: 'Penyimpanan media belum menjawab untuk bucket-nya, silakan coba lagi nanti',
  },
  internalError: {
    en: 'Something went wrong, please try again',
    id: 'Terjadi kesalahan, silakan coba lagi',
  },
  unauthorized: {
    en: 'Please sign in to continue',
    id: 'Silakan masuk untuk melanjutkan',
  },
  forbidden: { en: 'You do not have access to this', id: 'Anda tidak memiliki akses' },
  invalidCredentials: {
    en: 'Phone number or password is wrong',
    id: 'Nomor telepon atau kata sandi salah',
  },
  accountNotVerified: {
    en: 'Your account is not verified yet',
    id: 'Akun Anda belum diverifikasi',
  },
  phoneTaken: {
    en: 'This phone number is already registered',
    id: 'Nomor telepon ini sudah terdaftar',
  },
  emailTaken: { en: 'This email is already registered', id: 'Email ini sudah terdaftar' },
  otpWrong: { en: 'The code is wrong', id: 'Kode salah' },
  otpExpired: {
    en: 'The code has expired, please request a new one',
    id: 'Kode sudah kedaluwarsa, silakan minta kode baru',
  },
  otpCooldown: {
    en: 'Please wait before requesting a new code',
    id: 'Mohon tunggu sebelum meminta kode baru',
  },
  resetTokenInvalid: {
    en: 'The reset link has expired, please start again',
    id: 'Tautan reset sudah kedaluwarsa, silakan ulangi',
  },
  oldPasswordWrong: { en: 'The current password is wrong', id: 'Kata sandi saat ini salah' },
  registrationPasswordWrong: {
    en: 'This is not the password you registered with',
    id: 'Kata sandi ini bukan yang Anda isi saat mendaftar',
  },
  pinWrong: { en: 'The PIN is wrong', id: 'PIN salah' },
  pinLocked: {
    en: 'Too many wrong PINs, try again in 15 minutes.',
    id: 'Terlalu banyak PIN salah, coba lagi dalam 15 menit.',
  },
  oldPinWrong: { en: 'The current PIN is wrong', id: 'PIN saat ini salah' },
  pinNotSet: { en: 'This profile has no PIN yet', id: 'Profil ini belum memiliki PIN' },
  alreadyVerified: { en: 'This account is already verified', id: 'Akun ini sudah terverifikasi' },
  profileLimitReached: {
    en: 'An account can hold at most 8 profiles',
    id: 'Satu akun dapat memiliki paling banyak 8 profil',
  },
  tooManySignInAttempts: {
    en: 'Too many failed sign-in attempts, please try again later',
    id: 'Terlalu banyak percobaan masuk yang gagal, silakan coba lagi nanti',
  },
  codeSent: { en: 'We sent you a code', id: 'Kode telah dikirim' },
  // Data rights (decisions 0090–0091)
  accountClosed: {
    en: 'This account was closed at its owner’s request and will be erased. Until then its owner can still keep it.',
    id: 'Akun ini telah ditutup atas permintaan pemiliknya dan akan dihapus. Sampai saat itu pemiliknya masih dapat mempertahankannya.',
  },
  tooManyAnnouncements: {
    en: 'This class has had as many WhatsApp and e-mail announcements as an hour allows: send the next one later, or in the app only',
    id: 'Kelas ini sudah menerima pengumuman WhatsApp dan e-mail sebanyak yang diizinkan dalam satu jam: kirim berikutnya nanti, atau hanya di aplikasi',
  },
  tooManyDataExports: {
    en: 'You have downloaded your data several times just now, please try again in 15 minutes',
    id: 'Anda baru saja beberapa kali mengunduh data Anda, silakan coba lagi dalam 15 menit.',
  },
  staffAccountCannotBeDeleted: {
    en: 'A staff account cannot be deleted here; ask an admin to remove its role first',
    id: 'Akun staf tidak dapat dihapus di sini; minta admin mencabut perannya terlebih dahulu',
  },
  deletionNotScheduled: {
    en: 'This request is no longer waiting for erasure, so it cannot be cancelled',
    id: 'Permintaan ini tidak lagi menunggu penghapusan, sehingga tidak dapat dibatalkan',
  },
  // Server-side gates (issue 7)
  profilePinRequired: {
    en: 'Enter this profile’s PIN first',
    id: 'Masukkan PIN profil ini terlebih dahulu',
  },
  profileLocked: {
    en: 'This profile is locked after too many wrong PINs, try again in 15 minutes.',
    id: 'Profil ini terkunci karena terlalu banyak PIN salah, coba lagi dalam 15 menit.',
  },
  tooManyPasswordAttempts: {
    en: 'Too many wrong current passwords, please try again later',
    id: 'Terlalu banyak kata sandi saat ini yang salah, silakan coba lagi nanti',
  },
  tooManyClassPasswordAttempts: {
    en: 'Too many wrong class passwords, please try again later',
    id: 'Terlalu banyak kata sandi kelas yang salah, silakan coba lagi nanti',
  },
  mediaLinkInvalid: {
    en: 'This media link has expired, please open the lesson again',
    id: 'Tautan media ini sudah kedaluwarsa, silakan buka kembali materinya',
  },
  hostHeaderRequired: { en: 'The request has no Host header', id: 'Permintaan tidak memiliki header Host' },
  requestTimeout: { en: 'The request took too long', id: 'Permintaan terlalu lama' },
  requestHeadersTooLarge: {
    en: 'The request address or headers are too long',
    id: 'Alamat atau header permintaan terlalu panjang',
  },

  // Classes and kitab (class-state.ts labels, joining, access)
  classStateNotOpenYet: { en: 'Registration not open yet', id: 'Pendaftaran belum dibuka' },
  classStateRegistrationOpen: { en: 'Registration open', id: 'Pendaftaran dibuka' },
  classStateFull: { en: 'Full', id: 'Penuh' },
  classStateRegistrationEnded: { en: 'Registration ended', id: 'Pendaftaran ditutup' },
  classStateInProgress: { en: 'In progress', id: 'Sedang berlangsung' },
  classStateEnded: { en: 'Ended', id: 'Selesai' },
  classRegistrationClosed: {
    en: 'Registration for this class is not open',
    id: 'Pendaftaran kelas ini sedang tidak dibuka',
  },
  classFull: { en: 'This class is full', id: 'Kelas ini sudah penuh' },
  classGenderRestricted: {
    en: 'This class is not open to this profile’s gender',
    id: 'Kelas ini tidak dibuka untuk jenis kelamin profil ini',
  },
  profileGenderRequired: {
    en: 'Please choose the profile’s gender first',
    id: 'Silakan pilih jenis kelamin profil terlebih dahulu',
  },
  classPasswordRequired: {
    en: 'This class needs a join password',
    id: 'Kelas ini memerlukan kata sandi pendaftaran',
  },
  classPasswordWrong: { en: 'The class password is wrong', id: 'Kata sandi kelas salah' },
  alreadyEnrolled: {
    en: 'This profile has already joined this class',
    id: 'Profil ini sudah terdaftar di kelas ini',
  },
  notEnrolled: {
    en: 'Join this class to open its materials',
    id: 'Daftar kelas ini untuk membuka materinya',
  },
  enrolmentWaitingPayment: {
    en: 'Complete the payment to open this class’s materials',
    id: 'Selesaikan pembayaran untuk membuka materi kelas ini',
  },
  messageNotSent: {
    en: 'We could not send the code right now, please try again in a moment',
    id: 'Kode belum dapat dikirim saat ini, silakan coba lagi sebentar lagi',
  },
  ok: { en: 'OK', id: 'OK' },
  ...paymentMessages,

  // Staff console (decisions §8)
  slugInvalid: {
    en: 'Use lower-case letters, digits and dashes only',
    id: 'Gunakan huruf kecil, angka, dan tanda hubung saja',
  },
  slugTaken: { en: 'This address is already used', id: 'Alamat ini sudah dipakai' },
  dateInvalid: { en: 'Enter a date and time', id: 'Masukkan tanggal dan jam' },
  dateOrder: {
    en: 'Must not be earlier than the date before it',
    id: 'Tidak boleh lebih awal dari tanggal sebelumnya',
  },
  numberInvalid: { en: 'Enter a valid whole number', id: 'Masukkan bilangan bulat yang valid' },
  urlInvalid: {
    en: 'Enter an address starting with https:// or /',
    id: 'Masukkan alamat yang diawali https:// atau /',
  },
  joinPasswordShort: {
    en: 'The join password is at least 4 characters',
    id: 'Kata sandi pendaftaran minimal 4 karakter',
  },
  versionConflict: {
    en: 'Someone else saved this record first. Reload it to see their changes, then edit again.',
    id: 'Orang lain sudah menyimpan data ini lebih dulu. Muat ulang untuk melihat perubahannya, lalu ubah lagi.',
  },
  capacityBelowSeats: {
    en: 'The capacity cannot be lower than the seats already taken',
    id: 'Kapasitas tidak boleh lebih kecil dari kursi yang sudah terisi',
  },
  staffOnly: { en: 'This page is for academy staff', id: 'Halaman ini khusus untuk staf akademi' },
  teacherKeepsOwnClass: {
    en: 'A teacher cannot hand their class to another teacher',
    id: 'Pengajar tidak dapat memindahkan kelasnya ke pengajar lain',
  },
  teacherKeepsOwnAccount: {
    en: 'Only an admin links a teacher profile to an account',
    id: 'Hanya admin yang dapat menautkan profil pengajar ke akun',
  },
  teacherSanadOwnKitab: {
    en: 'A teacher writes the sanad of the kitab she teaches or already holds a chain of',
    id: 'Pengajar menulis sanad kitab yang ia ajarkan atau yang rantainya sudah ia miliki',
  },
  inUse: {
    en: 'Learners have already studied this, so it cannot be deleted',
    id: 'Peserta sudah mempelajari ini, sehingga tidak dapat dihapus',
  },
  hasChildren: {
    en: 'Remove what it holds first',
    id: 'Hapus dulu isi di dalamnya',
  },
  orderMismatch: {
    en: 'The list changed meanwhile; reload it and try again',
    id: 'Daftar berubah sementara itu; muat ulang dan coba lagi',
  },
  optionsTooFew: {
    en: 'A choice question needs at least 2 options',
    id: 'Soal pilihan memerlukan minimal 2 opsi',
  },
  correctOptionMissing: {
    en: 'Mark at least one option as right',
    id: 'Tandai minimal satu opsi sebagai jawaban benar',
  },
  singleChoiceOneCorrect: {
    en: 'A single-choice question has exactly one right option',
    id: 'Soal pilihan tunggal memiliki tepat satu opsi benar',
  },
  acceptedAnswerMissing: {
    en: 'Add at least one accepted answer',
    id: 'Tambahkan minimal satu jawaban yang diterima',
  },
  examAttempted: {
    en: 'Learners have already sat this exam, so it cannot be deleted',
    id: 'Peserta sudah mengerjakan ujian ini, sehingga tidak dapat dihapus',
  },
  accountNotFound: { en: 'No account has this phone number', id: 'Tidak ada akun dengan nomor telepon ini' },
  sanadKitabTwice: {
    en: 'This kitab already has its chain above',
    id: 'Kitab ini sudah memiliki sanad di atas',
  },
  sanadKitabNotFound: { en: 'This kitab does not exist', id: 'Kitab ini tidak ada' },
  mediaTooLarge: { en: 'The file is too large', id: 'Berkas terlalu besar' },
  mediaTypeNotAllowed: {
    en: 'Upload a video (MP4, WebM), audio (MP3, M4A, OGG, WAV), PDF or image (JPEG, PNG, WebP, GIF)',
    id: 'Unggah video (MP4, WebM), audio (MP3, M4A, OGG, WAV), PDF, atau gambar (JPEG, PNG, WebP, GIF)',
  },
  fileNotVideo: {
    en: 'This file is not a video: upload an MP4 or WebM video, or choose the kind that matches the file',
    id: 'Berkas ini bukan video: unggah video MP4 atau WebM, atau pilih jenis yang sesuai dengan berkasnya',
  },
  fileNotAudio: {
    en: 'This file is not audio: upload MP3, M4A, OGG or WAV, or choose the kind that matches the file',
    id: 'Berkas ini bukan audio: unggah MP3, M4A, OGG, atau WAV, atau pilih jenis yang sesuai dengan berkasnya',
  },
  fileNotPdf: {
    en: 'This file is not a PDF: upload a PDF, or choose the kind that matches the file',
    id: 'Berkas ini bukan PDF: unggah PDF, atau pilih jenis yang sesuai dengan berkasnya',
  },
  uploadIncomplete: {
    en: 'The upload was cut off; please try again',
    id: 'Unggahan terputus; silakan coba lagi',
  },
  gradingPointsBeyond: {
    en: "Points must be between 0 and the question's points",
    id: 'Nilai harus antara 0 dan bobot soal',
  },
  gradingNotSubmitted: {
    en: 'This attempt is not finished yet, so it cannot be graded',
    id: 'Percobaan ini belum selesai, sehingga belum dapat dinilai',
  },
  gradingQuestionUnknown: {
    en: 'This question is not part of the attempt',
    id: 'Soal ini bukan bagian dari percobaan ini',
  },
  gradingAutomatic: {
    en: 'Choice questions are graded automatically',
    id: 'Soal pilihan dinilai otomatis',
  },
  gradingNoAnswer: {
    en: 'The learner left this question unanswered',
    id: 'Peserta tidak menjawab soal ini',
  },
  overrideEmpty: {
    en: 'Give an extra attempt, a later close time or more minutes',
    id: 'Berikan tambahan percobaan, waktu tutup yang lebih lambat, atau tambahan menit',
  },
  overrideCloseNotLater: {
    en: "The new close time must be later than the exam's own",
    id: 'Waktu tutup baru harus lebih lambat dari waktu tutup ujian',
  },
  overrideNoAttempt: {
    en: 'This learner has no attempt at this exam and no access to it, so there is nothing to extend',
    id: 'Peserta ini belum pernah mengerjakan ujian ini dan tidak memiliki akses, sehingga tidak ada yang dapat diperpanjang',
  },
  dayInvalid: { en: 'Enter a date', id: 'Masukkan tanggal' },
  reportRangeTooLong: {
    en: 'Choose a range of at most two years',
    id: 'Pilih rentang paling lama dua tahun',
  },
  ...staffCertificateMessages,
  reasonRequired: {
    en: 'Give the reason for this change; it is kept in the change log',
    id: 'Tuliskan alasan perubahan ini; alasan disimpan di log perubahan',
  },
  pinNotLocked: {
    en: 'This profile’s PIN is not locked',
    id: 'PIN profil ini tidak sedang terkunci',
  },
  ...examMessages,
  ...recitationMessages,
  ...staffPaymentMessages,
  ...staffConsoleMessages,
  ...questionImportMessages,
  ...learnerImportMessages,
  ...meetingMessages,
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}
