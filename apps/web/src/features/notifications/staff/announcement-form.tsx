import {
  announcementChannels,
  type Announcement,
  type AnnouncementChannel,
} from '@academy/contract/meetings';
import { Button, Card, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePostAnnouncement } from './staff-announcement-api';

/**
 * A message to a class's learners: title, text and channels. `profileIds` sends it to those
 * learners only (the gradebook's selection); otherwise every active learner of the class.
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
          { title, body, channels, ...(profileIds ? { profileIds } : {}) },
          {
            onSuccess: (announcement) => {
              setTitle('');
              setBody('');
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
