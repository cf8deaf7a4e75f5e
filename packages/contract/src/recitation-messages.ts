/** The recitation capability's messages (api-contract "Recitations (setoran)"), spread into `messages`. */
export const recitationMessages = {
  recitationsNotTaken: {
    en: 'This class does not take recitations',
    id: 'Kelas ini tidak menerima setoran',
  },
  recitationNotEnrolled: {
    en: 'Join this class to hand in recitations',
    id: 'Daftar kelas ini untuk menyetorkan bacaan',
  },
  recitationAudioType: {
    en: 'Send the recitation as WebM, Ogg, MP4 (AAC) or WAV audio',
    id: 'Kirim setoran sebagai audio WebM, Ogg, MP4 (AAC), atau WAV',
  },
  recitationAudioUnreadable: {
    en: 'The length of this recording cannot be read; record it again',
    id: 'Durasi rekaman ini tidak terbaca; silakan rekam ulang',
  },
  recitationTooLong: {
    en: 'The recording is longer than allowed',
    id: 'Rekaman melebihi batas durasi',
  },
  recitationAudioRequired: { en: 'Add a recording', id: 'Tambahkan rekaman' },
  recitationSurahInvalid: { en: 'Choose a surah from 1 to 114', id: 'Pilih surah 1 sampai 114' },
  recitationAyahInvalid: {
    en: 'The ayahs must be within the surah, the first not after the last',
    id: 'Ayat harus berada dalam surah, ayat awal tidak setelah ayat akhir',
  },
  recitationCommentBeyond: {
    en: 'A comment must be within the recording and its ayah within the range recited',
    id: 'Komentar harus berada dalam rekaman dan ayatnya dalam rentang yang dibaca',
  },
  recitationRepeatUnknown: {
    en: 'The recitation to repeat is not one of this profile’s in this class',
    id: 'Setoran yang diulang bukan milik profil ini di kelas ini',
  },
  recitationUploadsOpen: {
    en: 'Other recordings of this profile are still being sent; let them finish, or send this one tomorrow (an unfinished one is removed after a day)',
    id: 'Rekaman lain dari profil ini masih dikirim; tunggu hingga selesai, atau kirim rekaman ini besok (unggahan yang tidak selesai dihapus setelah sehari)',
  },
  recitationUnfinishedTooLarge: {
    en: 'The recordings of this profile still being sent are too large together to start this one; let them finish first',
    id: 'Rekaman profil ini yang masih dikirim terlalu besar jika digabung untuk memulai rekaman ini; tunggu hingga selesai terlebih dahulu',
  },
  recitationDailyLimit: {
    en: 'This profile has sent as much recitation audio today as a day allows; send this recording tomorrow',
    id: 'Profil ini sudah mengirim audio setoran sebanyak batas hari ini; kirim rekaman ini besok',
  },
  recitationUploadOffset: {
    en: 'This piece does not follow what the server holds; ask where the upload stands and go on from there',
    id: 'Potongan ini tidak menyambung dengan yang sudah diterima server; tanyakan posisi unggahan lalu lanjutkan dari sana',
  },
  recitationUploadIncomplete: {
    en: 'The recording has not all arrived yet',
    id: 'Rekaman belum diterima seluruhnya',
  },
} as const;
