import type { Localized } from './language';

/** Messages of the learners' import and their invitation (decision 0117), spread into `messages`. */
export const learnerImportMessages = {
  learnerImportHeaderInvalid: {
    en: 'The first row must hold the headings: name, phone, email, gender (or nama, telepon, email, jenis kelamin)',
    id: 'Baris pertama harus berisi judul kolom: nama, telepon, email, jenis kelamin (atau name, phone, email, gender)',
  },
  learnerImportEmpty: {
    en: 'The file holds no learners',
    id: 'Berkas ini tidak berisi peserta',
  },
  learnerImportTooMany: {
    en: 'At most 500 learners can be imported at once',
    id: 'Paling banyak 500 peserta dapat diimpor sekaligus',
  },
  learnerImportGenderUnknown: {
    en: 'The gender must be male or female (L/P, laki-laki/perempuan, ikhwan/akhwat)',
    id: 'Jenis kelamin harus laki-laki atau perempuan (L/P, male/female, ikhwan/akhwat)',
  },
  learnerImportPhoneRepeated: {
    en: 'This phone number is already on an earlier line of the file',
    id: 'Nomor telepon ini sudah ada di baris sebelumnya dalam berkas',
  },
  learnerImportEmailRepeated: {
    en: 'This e-mail is already on an earlier line of the file',
    id: 'Email ini sudah ada di baris sebelumnya dalam berkas',
  },
  learnerImportContactsOfTwoAccounts: {
    en: 'The phone number and the e-mail belong to two different accounts',
    id: 'Nomor telepon dan email ini milik dua akun yang berbeda',
  },
  learnerImportAccountWithoutProfile: {
    en: 'This account has no learner profile (a staff account?)',
    id: 'Akun ini tidak memiliki profil peserta (akun staf?)',
  },
  invitationInvalid: {
    en: 'This invitation link is not valid. Check that the whole link was opened, or ask the academy for a new one.',
    id: 'Tautan undangan ini tidak valid. Pastikan seluruh tautan terbuka, atau minta tautan baru kepada akademi.',
  },
  invitationUsed: {
    en: 'This invitation has already been used. Sign in with your password, or use Forgot password.',
    id: 'Undangan ini sudah digunakan. Masuk dengan kata sandi Anda, atau gunakan Lupa kata sandi.',
  },
  invitationExpired: {
    en: 'This invitation has expired. Use Forgot password with your e-mail, or ask the academy for help.',
    id: 'Undangan ini sudah kedaluwarsa. Gunakan Lupa kata sandi dengan email Anda, atau minta bantuan akademi.',
  },
} as const satisfies Record<string, Localized>;
