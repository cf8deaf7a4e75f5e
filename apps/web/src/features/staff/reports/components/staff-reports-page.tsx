import type {
  ActiveHoursWeek,
  ClassEnrolments,
  CompletionRow,
  ExamResults,
  RegistrationsWeek,
  RevenueItem,
  RevenueMonth,
} from '@academy/contract/staff-reports';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { useLanguage } from '../../../../hooks/use-language';
import { usePatchSearchParams } from '../../../../hooks/use-patch-search-params';
import { formatPrice } from '../../../../lib/format';
import { useStaffMe } from '../../api/get-staff-me';
import { useStaffReports } from '../api/get-staff-reports';
import {
  barsSummary,
  compactNumber,
  enrolmentTotals,
  longDay,
  monthLabel,
  plainNumber,
  shortDay,
} from '../report-format';
import { BarChart } from './bar-chart';
import { ReportRange, rangeIsValid, type RangeFields } from './report-range';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { ScoreSpreadChart } from './score-spread-chart';

/** `/staff/reports`: the term at a glance, a chart where a picture reads faster, and every table's CSV. */
export function StaffReportsPage() {
  const { t } = useTranslation('staff-reports');
  const language = useLanguage();
  const me = useStaffMe();
  const [params, setParams] = useSearchParams();
  const asked: RangeFields = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const reports = useStaffReports(
    { from: asked.from || undefined, to: asked.to || undefined },
    rangeIsValid(asked),
  );
  const data = reports.data;

  const patchParams = usePatchSearchParams();
  const setRange = (next: Partial<RangeFields>) => patchParams(next);

  const price = (amount: number) => formatPrice(amount, language);
  const number = (value: number) => plainNumber(value, language);
  const percent = (value: number | null) => (value === null ? '–' : `${number(value)}%`);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{me.data?.role === 'teacher' ? t('teacherIntro') : t('intro')}</Text>
      </div>
      <ReportRange
        value={{ from: asked.from || (data?.from ?? ''), to: asked.to || (data?.to ?? '') }}
        onChange={setRange}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
      />
      {!data ? (
        <QueryStatus query={reports} />
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {t('range.showing', { from: longDay(data.from, language), to: longDay(data.to, language) })}
          </Text>
          <ReportSection
            report="registrations"
            range={data}
            title={t('registrations.title')}
            about={t('registrations.about')}
            chart={
              <BarChart
                title={t('registrations.chart')}
                summary={weeklySummary(data.registrations, (row) => row.newProfiles, 'registrations')}
                bars={data.registrations.map((row) => ({
                  key: row.week,
                  label: shortDay(row.week),
                  value: row.newProfiles,
                  display: number(row.newProfiles),
                }))}
              />
            }
          >
            <ReportTable<RegistrationsWeek>
              label={t('registrations.title')}
              rows={data.registrations}
              rowKey={(row) => row.week}
              columns={[
                { header: t('registrations.week'), cell: (row) => longDay(row.week, language) },
                {
                  header: t('registrations.newAccounts'),
                  cell: (row) => number(row.newAccounts),
                  numeric: true,
                },
                {
                  header: t('registrations.newProfiles'),
                  cell: (row) => number(row.newProfiles),
                  numeric: true,
                },
                { header: t('registrations.learners'), cell: (row) => number(row.learners), numeric: true },
              ]}
            />
          </ReportSection>

          <ReportSection
            report="enrolments"
            range={data}
            title={t('enrolments.title')}
            about={t('enrolments.about')}
          >
            <ReportTable<ClassEnrolments>
              label={t('enrolments.title')}
              rows={data.enrolments}
              rowKey={(row) => row.classId}
              totals={{
                label: t('enrolments.allClasses'),
                row: { classId: '', classTitle: { en: '', id: '' }, ...enrolmentTotals(data.enrolments) },
              }}
              columns={[
                { header: t('enrolments.class'), cell: (row) => row.classTitle[language] },
                { header: t('enrolments.active'), cell: (row) => number(row.active), numeric: true },
                {
                  header: t('enrolments.waitingPayment'),
                  cell: (row) => number(row.waitingPayment),
                  numeric: true,
                },
                { header: t('enrolments.suspended'), cell: (row) => number(row.suspended), numeric: true },
                { header: t('enrolments.total'), cell: (row) => number(row.total), numeric: true },
              ]}
            />
          </ReportSection>

          <ReportSection
            report="completion"
            range={data}
            title={t('completion.title')}
            about={t('completion.about')}
          >
            <ReportTable<CompletionRow>
              label={t('completion.title')}
              rows={data.completion}
              rowKey={(row) => `${row.classId}:${row.kitabId ?? ''}`}
              columns={[
                {
                  header: t('completion.item'),
                  cell: (row) =>
                    row.kitabTitle ? (
                      <Text size="sm" pl="md">
                        {row.kitabTitle[language]}
                      </Text>
                    ) : (
                      <Text size="sm" fw={600}>
                        {row.classTitle[language]}
                      </Text>
                    ),
                },
                { header: t('completion.learners'), cell: (row) => number(row.learners), numeric: true },
                { header: t('completion.completed'), cell: (row) => number(row.completed), numeric: true },
                { header: t('completion.rate'), cell: (row) => percent(row.rate), numeric: true },
              ]}
            />
          </ReportSection>

          <ReportSection
            report="exams"
            range={data}
            title={t('exams.title')}
            about={t('exams.about')}
            chart={data.exams.length > 0 ? <ScoreSpreadChart exams={data.exams} /> : undefined}
          >
            <ReportTable<ExamResults>
              label={t('exams.title')}
              rows={data.exams}
              rowKey={(row) => row.examId}
              columns={[
                {
                  header: t('exams.exam'),
                  cell: (row) => (
                    <>
                      <Text size="sm">{row.examTitle[language]}</Text>
                      <Text size="xs" c="dimmed">
                        {row.classTitle[language]}
                      </Text>
                    </>
                  ),
                },
                { header: t('exams.attempts'), cell: (row) => number(row.attempts), numeric: true },
                { header: t('exams.learners'), cell: (row) => number(row.learners), numeric: true },
                { header: t('exams.passRate'), cell: (row) => percent(row.passRate), numeric: true },
                { header: t('exams.min'), cell: (row) => percent(row.min), numeric: true },
                { header: t('exams.q1'), cell: (row) => percent(row.q1), numeric: true },
                { header: t('exams.median'), cell: (row) => percent(row.median), numeric: true },
                { header: t('exams.q3'), cell: (row) => percent(row.q3), numeric: true },
                { header: t('exams.max'), cell: (row) => percent(row.max), numeric: true },
              ]}
            />
          </ReportSection>

          {data.revenueMonths && data.revenueItems ? (
            <>
              <ReportSection
                report="revenue-months"
                range={data}
                title={t('revenueMonths.title')}
                about={t('revenueMonths.about')}
                chart={
                  <BarChart
                    title={t('revenueMonths.chart')}
                    summary={monthlySummary(data.revenueMonths)}
                    bars={data.revenueMonths.map((row) => ({
                      key: row.month,
                      label: monthLabel(row.month, language),
                      value: row.net,
                      display: compactNumber(row.net, language),
                    }))}
                  />
                }
              >
                <ReportTable<RevenueMonth>
                  label={t('revenueMonths.title')}
                  rows={data.revenueMonths}
                  rowKey={(row) => row.month}
                  columns={[
                    { header: t('revenueMonths.month'), cell: (row) => monthLabel(row.month, language) },
                    ...moneyColumns<RevenueMonth>(),
                  ]}
                />
              </ReportSection>
              <ReportSection
                report="revenue-items"
                range={data}
                title={t('revenueItems.title')}
                about={t('revenueItems.about')}
              >
                <ReportTable<RevenueItem>
                  label={t('revenueItems.title')}
                  rows={data.revenueItems}
                  rowKey={(row) => `${row.itemType}:${row.itemId}`}
                  columns={[
                    {
                      header: t('revenueItems.item'),
                      cell: (row) => (
                        <>
                          <Text size="sm">{row.itemTitle[language]}</Text>
                          <Text size="xs" c="dimmed">
                            {t(`revenueItems.types.${row.itemType}`)}
                          </Text>
                        </>
                      ),
                    },
                    ...moneyColumns<RevenueItem>(),
                  ]}
                />
              </ReportSection>
            </>
          ) : null}

          <ReportSection
            report="active-hours"
            range={data}
            title={t('activeHours.title')}
            about={t('activeHours.about')}
            chart={
              <BarChart
                title={t('activeHours.chart')}
                summary={weeklySummary(data.activeHours, (row) => row.hours, 'activeHours')}
                bars={data.activeHours.map((row) => ({
                  key: row.week,
                  label: shortDay(row.week),
                  value: row.hours,
                  display: number(row.hours),
                }))}
              />
            }
          >
            <ReportTable<ActiveHoursWeek>
              label={t('activeHours.title')}
              rows={data.activeHours}
              rowKey={(row) => row.week}
              columns={[
                { header: t('activeHours.week'), cell: (row) => longDay(row.week, language) },
                { header: t('activeHours.hours'), cell: (row) => number(row.hours), numeric: true },
                {
                  header: t('activeHours.activeLearners'),
                  cell: (row) => number(row.activeLearners),
                  numeric: true,
                },
              ]}
            />
          </ReportSection>
        </>
      )}
    </Stack>
  );

  function moneyColumns<R extends RevenueMonth | RevenueItem>() {
    return [
      { header: t('revenueMonths.payments'), cell: (row: R) => number(row.payments), numeric: true },
      { header: t('revenueMonths.gross'), cell: (row: R) => price(row.gross), numeric: true },
      { header: t('revenueMonths.refunded'), cell: (row: R) => price(row.refunded), numeric: true },
      { header: t('revenueMonths.net'), cell: (row: R) => price(row.net), numeric: true },
    ];
  }

  /** A weekly chart's name: the weeks, the total and the busiest week. */
  function weeklySummary<R extends { week: string }>(
    rows: R[],
    value: (row: R) => number,
    report: 'registrations' | 'activeHours',
  ) {
    const { total, peak } = barsSummary(rows, value);
    return t(`${report}.summary`, {
      first: longDay(rows[0]?.week ?? '', language),
      last: longDay(rows.at(-1)?.week ?? '', language),
      total: number(total),
      peakWeek: peak ? longDay(peak.week, language) : '–',
      peak: peak ? number(value(peak)) : '0',
    });
  }

  function monthlySummary(rows: RevenueMonth[]) {
    const { total, peak } = barsSummary(rows, (row) => row.net);
    return t('revenueMonths.summary', {
      first: monthLabel(rows[0]?.month ?? '', language),
      last: monthLabel(rows.at(-1)?.month ?? '', language),
      total: price(total),
      peakMonth: peak ? monthLabel(peak.month, language) : '–',
      peak: peak ? price(peak.net) : price(0),
    });
  }
}
