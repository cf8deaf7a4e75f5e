import type { CalendarEntry } from '@academy/contract/meetings';
import {
  ActionIcon,
  Anchor,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { useLanguage } from '../../../hooks/use-language';
import { usePatchSearchParams } from '../../../hooks/use-patch-search-params';
import { useCalendar } from '../api/get-calendar';
import { useNow } from '../hooks/use-now';
import { dayHeading, monthBounds, monthGrid, wibDay } from '../meeting-dates';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { MeetingEntry, useEntryTitle } from './meeting-entry';

type View = 'agenda' | 'month';

const monthShape = /^\d{4}-(0[1-9]|1[0-2])$/;
const shiftMonth = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7);
};

/** Entries by the WIB day they start on. */
function byDay(entries: CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = wibDay(entry.type === 'payment' ? entry.endsAt : entry.startsAt);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}

function DayHeading({ date, order }: { date: string; order: 3 | 4 }) {
  const language = useLanguage();
  const { gregorian, hijri } = dayHeading(date, language);
  return (
    <Title order={order} size="h5">
      {gregorian}{' '}
      <Text span c="dimmed" size="sm" fw={400}>
        · {hijri}
      </Text>
    </Title>
  );
}

function Agenda({ entries, profileId, now }: { entries: CalendarEntry[]; profileId: string; now: Date }) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const days = [...byDay(entries).entries()];
  if (days.length === 0) return <Text c="dimmed">{t('calendar.empty')}</Text>;
  return (
    <Stack gap="lg">
      {days.map(([date, dayEntries]) => (
        <section key={date} aria-label={dayHeading(date, language).gregorian}>
          <DayHeading date={date} order={3} />
          <Stack component="ul" gap="sm" mt="xs" p={0} style={{ listStyle: 'none' }}>
            {dayEntries.map((entry) => (
              <MeetingEntry
                key={`${entry.type}-${entry.id}`}
                entry={entry}
                profileId={profileId}
                now={now}
                timeOnly
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function MonthGrid({ month, entries }: { month: string; entries: CalendarEntry[] }) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const titleOf = useEntryTitle();
  const days = monthGrid(`${month}-01`);
  const entriesOn = byDay(entries);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const weekday = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const today = wibDay(new Date());
  return (
    <TableScrollRegion label={t('calendar.monthView')} minWidth={340}>
      <Table layout="fixed" withColumnBorders fz="xs">
        <Table.Thead>
          <Table.Tr>
            {weeks[0]!.map((date) => (
              <Table.Th key={date} ta="center">
                {weekday.format(new Date(`${date}T00:00:00Z`))}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week[0]}>
              {week.map((date) => (
                <Table.Td
                  key={date}
                  valign="top"
                  h={72}
                  c={date.startsWith(month) ? undefined : 'dimmed'}
                  aria-current={date === today ? 'date' : undefined}
                  bg={date === today ? 'green.0' : undefined}
                >
                  <Text size="xs" fw={700}>
                    {Number(date.slice(8))}
                  </Text>
                  {(entriesOn.get(date) ?? []).map((entry) => (
                    <Anchor
                      key={`${entry.type}-${entry.id}`}
                      component={Link}
                      to={entry.url}
                      size="xs"
                      display="block"
                      lineClamp={2}
                    >
                      {titleOf(entry)}
                    </Anchor>
                  ))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
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
              onClick={() => patch({ month: shiftMonth(month, -1) })}
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
              onClick={() => patch({ month: shiftMonth(month, 1) })}
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
            <MonthGrid month={month} entries={query.data} />
          ) : (
            <Agenda entries={query.data} profileId={profileId} now={now} />
          )}
        </div>
      </Card>
      <CalendarFeedPanel profileId={profileId} />
    </Stack>
  );
}
