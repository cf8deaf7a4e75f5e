import type { Localized } from './language';

/** The staff console's certificate messages (issue by hand, revoke, reissue), spread into `messages`. */
export const staffCertificateMessages = {
  certificateHeld: {
    en: 'This learner already holds a certificate for this class or kitab. Open it to revoke or reissue it.',
    id: 'Peserta ini sudah memiliki sertifikat untuk kelas atau kitab ini. Buka sertifikat itu untuk mencabut atau menerbitkan ulang.',
  },
  certificateNotCompleted: {
    en: 'Has not completed the class yet: issue by hand from Certificates if it was completed elsewhere',
    id: 'Belum menyelesaikan kelas ini: terbitkan manual dari Sertifikat bila sudah diselesaikan di tempat lain',
  },
  certificateAlreadyRevoked: {
    en: 'This certificate has already been revoked',
    id: 'Sertifikat ini sudah dicabut',
  },
  certificateAlreadyReplaced: {
    en: 'This certificate has already been replaced by a new one; reissue the new one instead',
    id: 'Sertifikat ini sudah diganti dengan yang baru; terbitkan ulang sertifikat yang baru',
  },
  certificateItemUnknown: {
    en: 'No class or kitab with this id',
    id: 'Tidak ada kelas atau kitab dengan id ini',
  },
  certificateProfileUnknown: {
    en: 'No learner profile with this id',
    id: 'Tidak ada profil peserta dengan id ini',
  },
  searchTooShort: { en: 'Type at least 2 characters', id: 'Ketik minimal 2 karakter' },
} as const satisfies Record<string, Localized>;
