import type { StaffToday } from '@academy/contract/staff-today';
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate, localize } from '../../../lib/format';
import { wibTime } from '../../meetings/meeting-dates';
import { useStaffToday } from '../api/get-staff-today';

/** One kind of work: its name, how many wait, and the link to where it is done. */
function WorkCard({
  label,
  count,
  link,
  children,
}: {
  label: string;
  count: number;
  link: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap={4}>
        <Text id={id} fw={600}>
          {label}
        </Text>
        <Text fz={32} fw={700} lh={1.1}>
          {count}
        </Text>
        {children}
        {link}
      </Stack>
    </Card>
  );
}

/**
 * The day's work (issue 38 item 13, decision 0161): grading, recitations and payments waiting and
 * the meetings of the academy's day (WIB), each a count with a link to where it is done; an admin's
 * for the whole academy, a teacher's for her classes.
 */
export function StaffTodayWork() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const today = useStaffToday();
  if (!today.data) return <QueryStatus query={today} />;
  const data: StaffToday = today.data;
  const waiting = new URLSearchParams({ status: 'waiting' });
  const open = (href: string, text: string) => (
    <Anchor component={Link} to={href} size="sm" w="fit-content">
      {text}
    </Anchor>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-today">
      <div>
        <Title order={2} size="h3" id="staff-today">
          {t('home.today')}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDate(`${data.day}T12:00:00+07:00`, language)} (WIB)
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <WorkCard
          label={t('home.grading')}
          count={data.gradingWaiting}
          link={open(paths.staff.grading.getHref(), t('home.openGrading'))}
        />
        <WorkCard
          label={t('home.recitations')}
          count={data.recitationsWaiting}
          link={open(paths.staff.recitations.getHref(), t('home.openRecitations'))}
        />
        <WorkCard
          label={t('home.payments')}
          count={data.paymentsWaiting}
          link={open(paths.staff.transactions.getHref(waiting), t('home.openPayments'))}
        />
        <WorkCard
          label={t('home.meetings')}
          count={data.meetings.length}
          link={
            data.meetings.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('home.noMeetings')}
              </Text>
            ) : null
          }
        >
          {data.meetings.length > 0 ? (
            <List size="sm" spacing={4} listStyleType="none" aria-label={t('home.meetings')}>
              {data.meetings.map((meeting) => (
                <List.Item key={meeting.id}>
                  <Anchor component={Link} to={paths.staff.attendance.getHref(meeting.id)} size="sm">
                    {t('home.meeting', {
                      time: wibTime(meeting.startsAt, language),
                      title:
                        localize(meeting.title, language) ||
                        t('home.meetingNumber', { number: meeting.number }),
                    })}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {localize(meeting.classTitle, language)}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : null}
        </WorkCard>
      </SimpleGrid>
    </Stack>
  );
}
