import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNavigation, usePageParam } from '../../../components/page-navigation';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

const pageSize = 20;

/** The in-app inbox of the active profile: reminders and announcements, newest first. */
export function InboxPage({ profileId }: { profileId: string }) {
  const { t } = useTranslation('notifications');
  const [page, onPage] = usePageParam();
  const language = useLanguage();
  const query = useNotifications(profileId, page, pageSize);
  const markRead = useMarkNotificationsRead(profileId);
  const unread = query.data?.extra.unread ?? 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Group gap="xs">
          <Anchor component={Link} to={paths.dashboard.notificationSettings.getHref()} size="sm">
            {t('settingsLink')}
          </Anchor>
          <Button
            size="xs"
            variant="light"
            color="green"
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('markAll')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {t('unread', { count: unread })}
      </Text>
      {query.isPending ? (
        <Skeleton h={200} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((item) => (
            <Card component="li" key={item.id} withBorder bg={item.readAt ? undefined : 'green.0'}>
              {/* The text takes the room it needs; "Mark read" keeps its own width, or goes under it. */}
              <Group justify="space-between" align="flex-start" gap="sm">
                <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Group gap="xs">
                    <Badge variant="light" color="gray" c="dark.7" size="sm">
                      {t(`kinds.${item.kind}`)}
                    </Badge>
                    {item.readAt ? null : (
                      <Badge color="red.8" size="sm">
                        {t('new')}
                      </Badge>
                    )}
                  </Group>
                  <Text fw={item.readAt ? 500 : 700} mt={4}>
                    {item.url ? (
                      <Anchor
                        component={Link}
                        to={item.url}
                        onClick={() => markRead.mutate({ ids: [item.id] })}
                      >
                        {item.title[language]}
                      </Anchor>
                    ) : (
                      item.title[language]
                    )}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {item.body[language]}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {formatDateTime(item.createdAt, language)} WIB
                  </Text>
                </div>
                {item.readAt ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    onClick={() => markRead.mutate({ ids: [item.id] })}
                  >
                    {t('markRead')}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <PageNavigation total={query.data?.meta.totalPages ?? 0} value={page} onChange={onPage} />
    </Stack>
  );
}
