/** Messages of meetings, the calendar, reminders and announcements (api-contract, decisions §9). */
export const meetingMessages = {
  announcementNotEnrolled: {
    en: 'Not an active learner of this class: nothing was sent',
    id: 'Bukan peserta aktif kelas ini: tidak ada yang dikirim',
  },
  announcementMeetingNotInClass: {
    en: 'Choose one of this class’s meetings',
    id: 'Pilih salah satu pertemuan kelas ini',
  },
  calendarRangeTooLong: {
    en: 'Choose at most 92 days',
    id: 'Pilih paling lama 92 hari',
  },
  calendarRangeOrder: {
    en: 'The end must not be before the start',
    id: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  },
  attendanceClosed: {
    en: 'Attendance opens 15 minutes before the meeting starts and closes when it ends',
    id: 'Presensi dibuka 15 menit sebelum pertemuan dimulai dan ditutup saat pertemuan selesai',
  },
  attendanceNotYetHeld: {
    en: 'This meeting has not started yet: its attendance can be taken from its start',
    id: 'Pertemuan ini belum dimulai: presensinya dapat diisi sejak pertemuan dimulai',
  },
  attendanceNotEnrolled: {
    en: 'Only learners of this class can mark attendance',
    id: 'Hanya peserta kelas ini yang dapat mengisi presensi',
  },
  meetingNotScheduled: {
    en: 'This meeting has no date yet',
    id: 'Pertemuan ini belum dijadwalkan',
  },
  channelsRequired: {
    en: 'Choose at least one channel',
    id: 'Pilih minimal satu saluran',
  },
  pushEndpointInvalid: {
    en: 'The push address must be an https: address of a push service',
    id: 'Alamat push harus berupa alamat https: dari layanan push',
  },
  pushKeyInvalid: {
    en: 'The push subscription’s keys are not valid',
    id: 'Kunci langganan push tidak valid',
  },
  timeInvalid: {
    en: 'Enter a time as HH:MM',
    id: 'Isi jam dengan format JJ:MM',
  },
  weekdaysRequired: {
    en: 'Choose at least one day of the week',
    id: 'Pilih minimal satu hari',
  },
  seriesNeedsKitab: {
    en: 'Add a kitab to the class first: a series makes its missing meetings in the last kitab',
    id: 'Tambahkan kitab ke kelas ini dulu: rangkaian membuat pertemuan yang kurang di kitab terakhir',
  },
} as const;
