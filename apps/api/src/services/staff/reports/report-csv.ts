import type { Language, Localized } from '@academy/contract/language';
import { scoreBuckets, type StaffReportName, type StaffReports } from '@academy/contract/staff-reports';
import { csvDocument, type CsvCell } from '../../../lib/csv-writer';

type Rows<K extends keyof StaffReports> = NonNullable<StaffReports[K]>;
type Column<R> = { header: Localized; cell: (row: R, language: Language) => CsvCell };

const text = (en: string, id: string): Localized => ({ en, id });
const week = text('Week (Monday)', 'Minggu (Senin)');
const classTitle = text('Class', 'Kelas');
const money = <
  R extends { payments: number; gross: number; refunded: number; net: number },
>(): Column<R>[] => [
  { header: text('Payments', 'Pembayaran'), cell: (row) => row.payments },
  { header: text('Paid (Rp)', 'Dibayar (Rp)'), cell: (row) => row.gross },
  { header: text('Refunded (Rp)', 'Dikembalikan (Rp)'), cell: (row) => row.refunded },
  { header: text('Net (Rp)', 'Bersih (Rp)'), cell: (row) => row.net },
];

/** Each report's columns: header in both languages, and the cell of a row. */
const columns: {
  registrations: Column<Rows<'registrations'>[number]>[];
  enrolments: Column<Rows<'enrolments'>[number]>[];
  completion: Column<Rows<'completion'>[number]>[];
  exams: Column<Rows<'exams'>[number]>[];
  'revenue-items': Column<Rows<'revenueItems'>[number]>[];
  'revenue-months': Column<Rows<'revenueMonths'>[number]>[];
  'active-hours': Column<Rows<'activeHours'>[number]>[];
} = {
  registrations: [
    { header: week, cell: (row) => row.week },
    { header: text('New accounts', 'Akun baru'), cell: (row) => row.newAccounts },
    { header: text('New profiles', 'Profil baru'), cell: (row) => row.newProfiles },
    { header: text('Learners', 'Peserta'), cell: (row) => row.learners },
  ],
  enrolments: [
    { header: classTitle, cell: (row, language) => row.classTitle[language] },
    { header: text('Active', 'Aktif'), cell: (row) => row.active },
    { header: text('Waiting for payment', 'Menunggu pembayaran'), cell: (row) => row.waitingPayment },
    { header: text('Suspended', 'Ditangguhkan'), cell: (row) => row.suspended },
    { header: text('Total', 'Total'), cell: (row) => row.total },
  ],
  completion: [
    { header: classTitle, cell: (row, language) => row.classTitle[language] },
    { header: text('Kitab', 'Kitab'), cell: (row, language) => row.kitabTitle?.[language] ?? '' },
    { header: text('Learners', 'Peserta'), cell: (row) => row.learners },
    { header: text('Completed', 'Selesai'), cell: (row) => row.completed },
    { header: text('Completion rate (%)', 'Tingkat penyelesaian (%)'), cell: (row) => row.rate },
  ],
  exams: [
    { header: classTitle, cell: (row, language) => row.classTitle[language] },
    { header: text('Exam', 'Ujian'), cell: (row, language) => row.examTitle[language] },
    { header: text('Graded attempts', 'Percobaan dinilai'), cell: (row) => row.attempts },
    { header: text('Learners', 'Peserta'), cell: (row) => row.learners },
    { header: text('Passed', 'Lulus'), cell: (row) => row.passed },
    { header: text('Pass rate (%)', 'Tingkat kelulusan (%)'), cell: (row) => row.passRate },
    { header: text('Lowest (%)', 'Terendah (%)'), cell: (row) => row.min },
    { header: text('Lower quartile (%)', 'Kuartil bawah (%)'), cell: (row) => row.q1 },
    { header: text('Median (%)', 'Median (%)'), cell: (row) => row.median },
    { header: text('Upper quartile (%)', 'Kuartil atas (%)'), cell: (row) => row.q3 },
    { header: text('Highest (%)', 'Tertinggi (%)'), cell: (row) => row.max },
    ...scoreBuckets.map((bucket, index) => ({
      header: text(`Scores ${bucket}%`, `Nilai ${bucket}%`),
      cell: (row: Rows<'exams'>[number]) => row.buckets[index] ?? 0,
    })),
  ],
  'revenue-items': [
    {
      header: text('Item type', 'Jenis item'),
      cell: (row, language) => itemTypes[row.itemType][language],
    },
    { header: text('Item', 'Item'), cell: (row, language) => row.itemTitle[language] },
    ...money(),
  ],
  'revenue-months': [{ header: text('Month', 'Bulan'), cell: (row) => row.month }, ...money()],
  'active-hours': [
    { header: week, cell: (row) => row.week },
    { header: text('Hours', 'Jam'), cell: (row) => row.hours },
    { header: text('Active learners', 'Peserta aktif'), cell: (row) => row.activeLearners },
  ],
};

const itemTypes = {
  class: text('Class', 'Kelas'),
  kitab: text('Kitab', 'Kitab'),
  exam: text('Exam', 'Ujian'),
};

/** A report's table as a CSV file, in the reader's language. */
export function reportCsv(report: StaffReportName, rows: readonly object[], language: Language): string {
  const chosen = columns[report] as Column<object>[];
  return csvDocument(
    chosen.map((column) => column.header[language]),
    rows.map((row) => chosen.map((column) => column.cell(row, language))),
  );
}

/** The download's name: `report-from-to.csv` (ASCII only, safe in a header). */
export function reportFileName(report: StaffReportName, from: string, to: string): string {
  return `${report}-${from}-${to}.csv`;
}
