import {
  isoWeekdays,
  meetingSeriesStarts,
  type MeetingPlace,
  type StaffClassMeeting,
} from '@academy/contract/meetings';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { QueryStatus } from '../../../../components/query-status';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { wibDay } from '../../../meetings/meeting-dates';
import { MeetingPlaceField } from '../../fields/meeting-place-field';
import { setAt, type Values } from '../../form-values';
import { useClassMeetings, usePutMeetingSeries } from '../staff-meetings-api';

/** A weekday's name (1 Monday … 7 Sunday) in the interface language; 1 January 2024 was a Monday. */
const weekdayName = (isoDay: number, language: string) =>
  new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, isoDay),
  );

function SeriesForm({ classId, meetings }: { classId: string; meetings: StaffClassMeeting[] }) {
  const { t } = useTranslation('staff-meetings');
  const language = useLanguage();
  const put = usePutMeetingSeries(classId);
  const [firstDate, setFirstDate] = useState(() => wibDay(new Date()));
  const [time, setTime] = useState('20:00');
  const [weekdays, setWeekdays] = useState<number[]>([6]);
  const [count, setCount] = useState<number>(Math.min(10, meetings.length));
  const [durationMinutes, setDurationMinutes] = useState<number>(90);
  const [placeValues, setPlaceValues] = useState<Values>({ place: null });
  const place = placeValues.place as MeetingPlace | null;

  const fieldErrors = put.error instanceof ApiError ? put.error.errorList : [];
  const errorOf = (field: string) => fieldErrors.find((error) => error.field === field)?.message;
  const formError = put.error && fieldErrors.length === 0 ? put.error.message : undefined;
  const starts =
    /^\d{4}-\d{2}-\d{2}$/.test(firstDate) && /^\d{2}:\d{2}$/.test(time) && count > 0 && count <= 200
      ? meetingSeriesStarts({ firstDate, time, weekdays, count })
      : [];

  return (
    <Card
      withBorder
      component="form"
      aria-labelledby="series-heading"
      onSubmit={(event) => {
        event.preventDefault();
        put.mutate({ firstDate, time, weekdays, count, durationMinutes, place });
      }}
    >
      <Title order={2} size="h4" id="series-heading">
        {t('series.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('series.hint')}
      </Text>
      <Stack gap="sm" mt="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('series.firstDate')}
            value={firstDate}
            onChange={(event) => setFirstDate(event.currentTarget.value)}
            error={errorOf('firstDate')}
            required
          />
          <TextInput
            type="time"
            label={t('series.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            error={errorOf('time')}
            required
          />
          <NumberInput
            label={t('series.count')}
            description={t('series.countHint', { count: meetings.length })}
            value={count}
            onChange={(value) => setCount(typeof value === 'number' ? value : 0)}
            min={1}
            max={200}
            allowDecimal={false}
            error={errorOf('count')}
            required
          />
          <NumberInput
            label={t('series.duration')}
            value={durationMinutes}
            onChange={(value) => setDurationMinutes(typeof value === 'number' ? value : 0)}
            min={5}
            max={720}
            allowDecimal={false}
            error={errorOf('durationMinutes')}
            required
          />
        </Group>
        <Checkbox.Group
          label={t('series.weekdays')}
          value={weekdays.map(String)}
          onChange={(value) => setWeekdays(value.map(Number))}
          error={errorOf('weekdays')}
        >
          <Group gap="md" mt={4}>
            {isoWeekdays.map((day) => (
              <Checkbox key={day} value={String(day)} label={weekdayName(day, language)} />
            ))}
          </Group>
        </Checkbox.Group>
        <MeetingPlaceField
          path="place"
          label={t('series.place')}
          values={placeValues}
          setValue={(path, value) => setPlaceValues((current) => setAt(current, path, value))}
          errorOf={errorOf}
        />
        {starts.length > 0 ? (
          <Text size="sm">
            {t('series.preview', {
              count: starts.length,
              first: formatDateTime(starts[0]!.toISOString(), language),
              last: formatDateTime(starts.at(-1)!.toISOString(), language),
            })}
          </Text>
        ) : null}
        {starts.length > meetings.length ? (
          <Text size="sm">
            {t('series.willCreate', { count: starts.length - meetings.length, have: meetings.length })}
          </Text>
        ) : null}
        <FormError message={formError} />
        {put.isSuccess ? (
          <Text size="sm" c="green.9" role="status">
            {t('series.saved', { count: put.variables.count })}
            {put.data.created > 0 ? ` ${t('series.created', { count: put.data.created })}` : null}
          </Text>
        ) : null}
        <div>
          <Button type="submit" color="green.8" loading={put.isPending}>
            {t('series.apply')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * /staff/classes/:id/meetings: a class's meetings in order with their dates, places and a way to
 * each one's attendance, and the series that schedules them in one go.
 */
export function ClassMeetingsPage({ classId }: { classId: string }) {
  const { t } = useTranslation('staff-meetings');
  const language = useLanguage();
  const query = useClassMeetings(classId);
  if (!query.data) return <QueryStatus query={query} />;
  const { meetings } = query.data;
  const placeText = (place: MeetingPlace | null) =>
    !place ? t('noPlace') : place.kind === 'online' ? t('online') : place.address;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.staff.edit.getHref('classes', classId)} size="sm" w="fit-content">
        ← {t('backToClass')}
      </Anchor>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SeriesForm classId={classId} meetings={meetings} />
      {meetings.length === 0 ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : (
        <TableScrollRegion label={t('table')} minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.meeting')}</Table.Th>
                <Table.Th>{t('columns.startsAt')}</Table.Th>
                <Table.Th>{t('columns.place')}</Table.Th>
                <Table.Th>{t('columns.attendance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {meetings.map((meeting) => (
                <Table.Tr key={meeting.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.staff.edit.getHref('pertemuan', meeting.id)}>
                      {meeting.number}. {meeting.title[language]}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {meeting.kitabTitle[language]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {meeting.startsAt
                      ? `${formatDateTime(meeting.startsAt, language)} WIB`
                      : t('notScheduled')}
                  </Table.Td>
                  <Table.Td>{placeText(meeting.place)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.staff.attendance.getHref(meeting.id)}
                      aria-label={t('attendanceOf', { meeting: meeting.title[language] })}
                    >
                      {t('columns.attendance')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
    </Stack>
  );
}
