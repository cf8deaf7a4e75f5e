import {
  announcementChannels,
  type Announcement,
  type AnnouncementChannel,
} from '@academy/contract/meetings';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { announcementMeetingLabel } from './announcement-meeting-label';
import { useAnnouncementMeetings, usePostAnnouncement } from './staff-announcement-api';

/**
 * "About a meeting": one of the class's meetings, or none (''). The learner's class page shows the
 * announcement in that meeting's entry (issue 38 item 19).
 */
function MeetingSelect({
  classId,
  value,
  onChange,
  error,
}: {
  classId: string;
  value: string;
  onChange: (meetingId: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(['staff-announcements', 'meetings']);
  const language = useLanguage();
  const query = useAnnouncementMeetings(classId);
  const meetings = query.data?.meetings ?? [];
  // No meeting to name (or none readable): the announcement is about the class.
  if (meetings.length === 0) return null;
  return (
    <NativeSelect
      label={t('meetingField')}
      description={t('meetingHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data={[
        { value: '', label: t('noMeeting') },
        ...meetings.map((meeting) => ({
          value: meeting.id,
          label: announcementMeetingLabel(meeting, meetings, language, t),
        })),
      ]}
      maw={560}
    />
  );
}

/**
 * A message to a class's learners: title, text, channels and, optionally, the meeting it is about.
 * `profileIds` sends it to those learners only (the gradebook's selection); otherwise every active
 * learner of the class.
 */
export function AnnouncementForm({
  classId,
  profileIds,
  onSent,
}: {
  classId: string;
  profileIds?: string[];
  onSent: (announcement: Announcement) => void;
}) {
  const { t } = useTranslation('staff-announcements');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [channels, setChannels] = useState<AnnouncementChannel[]>(['inapp', 'whatsapp', 'push']);
  // The meeting chosen for the class it was chosen in: another class starts with none.
  const [about, setAbout] = useState({ classId, meetingId: '' });
  const meetingId = about.classId === classId ? about.meetingId : '';
  const post = usePostAnnouncement(classId);
  const errorOf = (field: string) =>
    post.error instanceof ApiError
      ? post.error.errorList?.find((error) => error.field === field)?.message
      : undefined;
  return (
    <Card
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        post.mutate(
          {
            title,
            body,
            channels,
            ...(profileIds ? { profileIds } : {}),
            ...(meetingId ? { meetingId } : {}),
          },
          {
            onSuccess: (announcement) => {
              setTitle('');
              setBody('');
              setAbout({ classId, meetingId: '' });
              onSent(announcement);
            },
          },
        );
      }}
    >
      <Title order={2} size="h4">
        {t('write')}
      </Title>
      <Stack gap="sm" mt="sm">
        <TextInput
          label={t('titleField')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errorOf('title')}
          required
        />
        <Textarea
          label={t('bodyField')}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errorOf('body')}
          autosize
          minRows={3}
          required
        />
        <MeetingSelect
          classId={classId}
          value={meetingId}
          onChange={(chosen) => setAbout({ classId, meetingId: chosen })}
          error={errorOf('meetingId')}
        />
        <Checkbox.Group
          label={t('channelsField')}
          value={channels}
          onChange={(value) => setChannels(value as AnnouncementChannel[])}
          error={errorOf('channels')}
        >
          <Group gap="md" mt={4}>
            {announcementChannels.map((channel) => (
              <Checkbox key={channel} value={channel} label={t(`channels.${channel}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        {post.isError && !(post.error instanceof ApiError && post.error.errorList?.length) ? (
          <Text c="red.8" size="sm" role="alert">
            {post.error.message}
          </Text>
        ) : null}
        <div>
          <Button type="submit" color="green.8" loading={post.isPending} disabled={profileIds?.length === 0}>
            {profileIds ? t('sendTo', { count: profileIds.length }) : t('send')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
