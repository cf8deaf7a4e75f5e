import { calendarMoments, momentsWithin, type CalendarMoment } from '@academy/contract/calendar-moments';
import {
  ActionIcon,
  Anchor,
  Box,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../hooks/use-language';
import { usePatchSearchParams } from '../../../hooks/use-patch-search-params';
import { useCalendar } from '../api/get-calendar';
import { useNow } from '../hooks/use-now';
import { dayHeading, monthBounds, monthGrid, wibDay, wibDaysWindow } from '../meeting-dates';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { MeetingEntry, useMomentTitle } from './meeting-entry';

type View = 'agenda' | 'month';

const monthShape = /^\d{4}-(0[1-9]|1[0-2])$/;
const shiftMonth = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7);
};

/** Moments by the WIB day they happen on. */
function byDay(moments: CalendarMoment[]): Map<string, CalendarMoment[]> {
  const days = new Map<string, CalendarMoment[]>();
  for (const moment of moments) {
    const key = wibDay(moment.startsAt);
    days.set(key, [...(days.get(key) ?? []), moment]);
  }
  return days;
}

function DayHeading({ date, order, id }: { date: string; order: 3 | 4; id?: string }) {
  const language = useLanguage();
  const { gregorian, hijri } = dayHeading(date, language);
  return (
    <Title order={order} size="h5" id={id}>
      {gregorian}{' '}
      <Text span c="dimmed" size="sm" fw={400}>
        · {hijri}
      </Text>
    </Title>
  );
}

function DayList({ moments, profileId, now }: { moments: CalendarMoment[]; profileId: string; now: Date }) {
  return (
    <Stack component="ul" gap="sm" mt="xs" p={0} style={{ listStyle: 'none' }}>
      {moments.map((moment) => (
        <MeetingEntry key={moment.key} moment={moment} profileId={profileId} now={now} timeOnly />
      ))}
    </Stack>
  );
}

function Agenda({ moments, profileId, now }: { moments: CalendarMoment[]; profileId: string; now: Date }) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const days = [...byDay(moments).entries()];
  if (days.length === 0) return <Text c="dimmed">{t('calendar.empty')}</Text>;
  return (
    <Stack gap="lg">
      {days.map(([date, dayMoments]) => (
        <section key={date} aria-label={dayHeading(date, language).gregorian}>
          <DayHeading date={date} order={3} />
          <DayList moments={dayMoments} profileId={profileId} now={now} />
        </section>
      ))}
    </Stack>
  );
}

const markColor: Record<CalendarMoment['kind'], string> = {
  meeting: 'var(--mantine-color-green-7)',
  examOpens: 'var(--mantine-color-blue-7)',
  examCloses: 'var(--mantine-color-blue-7)',
  paymentDue: 'var(--mantine-color-orange-8)',
};

/**
 * Seven columns that fit a 360 px phone (issue 38): each day of the month a button with its
 * number and a mark per moment; the chosen day's moments are listed under the grid. Wider
 * screens also show the titles in the cells.
 */
function MonthGrid({
  month,
  moments,
  selected,
  onSelect,
  profileId,
  now,
}: {
  month: string;
  moments: CalendarMoment[];
  selected: string;
  onSelect: (date: string) => void;
  profileId: string;
  now: Date;
}) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const titleOf = useMomentTitle();
  const days = monthGrid(`${month}-01`);
  const momentsOn = byDay(moments);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const weekday = (style: 'short' | 'long') =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', { weekday: style, timeZone: 'UTC' });
  const today = wibDay(now);
  const selectedMoments = momentsOn.get(selected) ?? [];
  return (
    <Stack gap="md">
      <section aria-label={t('calendar.monthView')}>
        <Table
          layout="fixed"
          withColumnBorders
          withTableBorder
          fz="xs"
          horizontalSpacing={0}
          verticalSpacing={0}
        >
          <Table.Thead>
            <Table.Tr>
              {weeks[0]!.map((date) => {
                const at = new Date(`${date}T00:00:00Z`);
                return (
                  <Table.Th key={date} ta="center" py={4} px={0}>
                    <abbr title={weekday('long').format(at)} style={{ textDecoration: 'none' }}>
                      {weekday('short').format(at)}
                    </abbr>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week[0]}>
                {week.map((date) => {
                  const inMonth = date.startsWith(month);
                  const dayMoments = inMonth ? (momentsOn.get(date) ?? []) : [];
                  return (
                    <Table.Td
                      key={date}
                      valign="top"
                      p={2}
                      aria-current={date === today ? 'date' : undefined}
                      bg={date === today ? 'green.0' : undefined}
                    >
                      {inMonth ? (
                        <UnstyledButton
                          onClick={() => onSelect(date)}
                          aria-pressed={date === selected}
                          w="100%"
                          mih={44}
                          py={4}
                          style={{
                            display: 'flex',
                            flexDirection: 'column',
                            alignItems: 'center',
                            gap: 4,
                            borderRadius: 'var(--mantine-radius-sm)',
                            outlineOffset: -2,
                            border:
                              date === selected
                                ? '2px solid var(--mantine-color-green-8)'
                                : '2px solid transparent',
                          }}
                        >
                          <Text span size="sm" fw={700}>
                            {Number(date.slice(8))}
                          </Text>
                          <VisuallyHidden>
                            {`, ${dayHeading(date, language).gregorian}, ${t('calendar.dayEntries', { count: dayMoments.length })}`}
                          </VisuallyHidden>
                          <Group gap={3} justify="center" wrap="nowrap" aria-hidden>
                            {dayMoments.slice(0, 3).map((moment) => (
                              <span
                                key={moment.key}
                                style={{
                                  width: 6,
                                  height: 6,
                                  borderRadius: '50%',
                                  background: markColor[moment.kind],
                                }}
                              />
                            ))}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        <Text c="dimmed" size="sm" ta="center" py={4}>
                          {Number(date.slice(8))}
                        </Text>
                      )}
                      {dayMoments.length > 0 ? (
                        <Box visibleFrom="md" px={4} pb={4}>
                          {dayMoments.map((moment) => (
                            <Anchor
                              key={moment.key}
                              component={Link}
                              to={moment.entry.url}
                              size="xs"
                              display="block"
                              lineClamp={2}
                            >
                              {titleOf(moment)}
                            </Anchor>
                          ))}
                        </Box>
                      ) : null}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <section aria-labelledby="calendar-chosen-day">
        <DayHeading date={selected} order={3} id="calendar-chosen-day" />
        {selectedMoments.length > 0 ? (
          <DayList moments={selectedMoments} profileId={profileId} now={now} />
        ) : (
          <Text c="dimmed" size="sm" mt="xs">
            {t('calendar.nothingOnDay')}
          </Text>
        )}
      </section>
    </Stack>
  );
}

/**
 * The learner's calendar (decisions §9): meetings, exam windows and payment deadlines of the
 * active profile for a month, as an agenda by day (Gregorian and Hijri) or a month grid; and the
 * private iCalendar address for the phone's calendar. Month and view live in the address.
 */
export function CalendarPage({ profileId }: { profileId: string }) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const now = useNow();
  const [params] = useSearchParams();
  const patch = usePatchSearchParams();
  const requested = params.get('month') ?? '';
  const month = monthShape.test(requested) ? requested : wibDay(now).slice(0, 7);
  const view: View = params.get('view') === 'month' ? 'month' : 'agenda';
  const { first, last } = monthBounds(`${month}-01`);
  const query = useCalendar(profileId, first, last);
  // Each month's calendar keeps to its month: an exam that opened before it shows only its
  // closing here (issue 38).
  const window = wibDaysWindow(first, last);
  const moments = momentsWithin(calendarMoments(query.data ?? []), window.start, window.end);
  const requestedDay = params.get('day') ?? '';
  const selected =
    requestedDay.startsWith(`${month}-`) && requestedDay <= last
      ? requestedDay
      : wibDay(now).startsWith(month)
        ? wibDay(now)
        : moments[0]
          ? wibDay(moments[0].startsAt)
          : first;
  const monthName = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('calendar.title')}</Title>
      <Card>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('calendar.previous')}
              onClick={() => patch({ month: shiftMonth(month, -1), day: undefined })}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Title order={2} size="h4" aria-live="polite" miw={150} ta="center">
              {monthName}
            </Title>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('calendar.next')}
              onClick={() => patch({ month: shiftMonth(month, 1), day: undefined })}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <SegmentedControl
            aria-label={t('calendar.view')}
            value={view}
            onChange={(value) => patch({ view: value === 'month' ? 'month' : undefined })}
            data={[
              { value: 'agenda', label: t('calendar.agenda') },
              { value: 'month', label: t('calendar.month') },
            ]}
          />
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {t('calendar.timeZone')}
        </Text>
        <div style={{ marginTop: 16 }}>
          {query.isPending ? (
            <Skeleton h={200} />
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : view === 'month' ? (
            <MonthGrid
              month={month}
              moments={moments}
              selected={selected}
              onSelect={(date) => patch({ day: date })}
              profileId={profileId}
              now={now}
            />
          ) : (
            <Agenda moments={moments} profileId={profileId} now={now} />
          )}
        </div>
      </Card>
      <CalendarFeedPanel profileId={profileId} />
    </Stack>
  );
}
