import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BidiText } from '../../../components/bidi-text';
import { notify } from '../../../components/notification-dialog';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { writeStored } from '../../../lib/storage';
import { formatBytes } from '../format-bytes';
import {
  changedMeetings,
  readIndex,
  removeKitab,
  removeProfileDownloads,
  totals,
  type DownloadedKitab,
} from '../offline-cache';
import { autoUpdateAllowed, updateChanged } from '../offline-sync';

export const downloadsQuery = (profileId: string) => ({
  queryKey: ['downloads', profileId],
  queryFn: () => readIndex(profileId),
  networkMode: 'always' as const,
});

/** The space the browser grants this site, and whether it keeps it when the phone runs low. */
function StorageCard() {
  const { t } = useTranslation('offline');
  const language = useLanguage();
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const space = useQuery({
    queryKey: ['storage-space'],
    queryFn: async () => ({
      estimate: storage?.estimate ? await storage.estimate() : null,
      persisted: storage?.persisted ? await storage.persisted() : false,
    }),
    networkMode: 'always',
  });
  const persist = useMutation({
    mutationFn: async () => (storage?.persist ? storage.persist() : false),
    onSuccess: (granted) => {
      void space.refetch();
      if (granted) toast.success(t('storage.kept'));
      else toast.info(t('storage.notKept'));
    },
  });
  const estimate = space.data?.estimate;
  const used = estimate?.usage ?? 0;
  const quota = estimate?.quota ?? 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="downloads-storage">
      <Title order={2} size="h4" id="downloads-storage">
        {t('storage.title')}
      </Title>
      {space.isPending ? (
        <Skeleton h={40} mt="xs" />
      ) : estimate ? (
        <Stack gap={4} mt="xs">
          <Progress
            value={quota > 0 ? Math.min(100, (used * 100) / quota) : 0}
            aria-label={t('storage.usedLabel')}
          />
          <Text size="sm">
            {t('storage.used', { used: formatBytes(used, language), quota: formatBytes(quota, language) })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" mt="xs">
          {t('storage.unknown')}
        </Text>
      )}
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
          {space.data?.persisted ? t('storage.persisted') : t('storage.notPersisted')}
        </Text>
        {space.data?.persisted ? null : (
          <Button variant="light" size="xs" onClick={() => persist.mutate()} loading={persist.isPending}>
            {t('storage.persist')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function KitabCard({ entry, profileId }: { entry: DownloadedKitab; profileId: string }) {
  const { t } = useTranslation('offline');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const changed = new Set(changedMeetings(entry).map((meeting) => meeting.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['downloads', profileId] });
  const update = useMutation({
    mutationFn: () => updateChanged(profileId, entry.kitabId),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['kitab', entry.kitabId] });
      toast.success(t('list.updated'));
    },
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: () => removeKitab(profileId, entry.kitabId),
    onSuccess: refresh,
  });
  const title = entry.title[language];
  const bytes = entry.meetings.reduce((sum, meeting) => sum + meeting.bytes, 0);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Text lang="ar" dir="rtl" ta="right" c="green.8" fz="lg">
        {entry.titleArabic}
      </Text>
      <Group justify="space-between" gap="xs" align="baseline">
        <Title order={2} size="h4">
          <BidiText>{title}</BidiText>
        </Title>
        <Text size="sm" c="dimmed">
          {formatBytes(bytes, language)}
        </Text>
      </Group>
      <Stack gap="xs" mt="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entry.meetings.map((meeting) => {
          const first = meeting.courseIds[0];
          const name = t('list.meeting', meetingTitleOptions(meeting.number, meeting.title[language]));
          return (
            <Group component="li" key={meeting.id} justify="space-between" gap="xs" wrap="wrap">
              {first ? (
                <Anchor
                  component={Link}
                  to={paths.dashboard.material.getHref(entry.kitabId, meeting.id, first)}
                >
                  <BidiText>{name}</BidiText>
                </Anchor>
              ) : (
                <Text>
                  <BidiText>{name}</BidiText>
                </Text>
              )}
              <Group gap="xs">
                {changed.has(meeting.id) ? (
                  <Badge color="orange" variant="light" tt="none">
                    {t('list.changed')}
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed">
                  {formatBytes(meeting.bytes, language)}
                </Text>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Group justify="flex-end" gap="xs" mt="sm">
        {changed.size > 0 ? (
          <Button size="xs" onClick={() => update.mutate()} loading={update.isPending}>
            {t('list.update', { count: changed.size })}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => remove.mutate()}
          loading={remove.isPending}
          aria-label={t('list.removeLabel', { title })}
        >
          {t('list.remove')}
        </Button>
      </Group>
    </Card>
  );
}

/** What this profile keeps on the phone for offline study, with the space it takes (decision 0156). */
export function DownloadsScreen() {
  const { t } = useTranslation('offline');
  const language = useLanguage();
  const profileId = useActiveProfileId();
  const queryClient = useQueryClient();
  const [autoUpdate, setAutoUpdate] = useState(autoUpdateAllowed);
  const downloads = useQuery({ ...downloadsQuery(profileId ?? ''), enabled: profileId !== null });
  if (!profileId) return null;
  const entries = Object.values(downloads.data ?? {});
  const sum = totals(downloads.data ?? {});
  const removeAll = () =>
    notify({
      title: t('list.removeAllTitle'),
      message: t('list.removeAllConfirm'),
      okLabel: t('list.removeAll'),
      cancelLabel: t('list.keep'),
    }).then(
      async () => {
        await removeProfileDownloads(profileId);
        await queryClient.invalidateQueries({ queryKey: ['downloads', profileId] });
      },
      () => undefined,
    );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('screen.title')}</Title>
        <Text c="dimmed">{t('screen.intro')}</Text>
      </div>
      <StorageCard />
      <Switch
        label={t('screen.autoUpdate')}
        description={t('screen.autoUpdateHint')}
        checked={autoUpdate}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setAutoUpdate(on);
          writeStored('offlineAutoUpdate', on);
        }}
      />
      {downloads.isPending ? (
        <Skeleton h={120} />
      ) : entries.length === 0 ? (
        <Card withBorder padding="lg">
          <Text>{t('screen.empty')}</Text>
          <Anchor component={Link} to={paths.dashboard.myClasses.getHref()} mt="xs" display="block">
            {t('screen.toClasses')}
          </Anchor>
        </Card>
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text fw={600} data-testid="downloads-total">
              {t('screen.total', { count: sum.meetings, size: formatBytes(sum.bytes, language) })}
            </Text>
            <Button variant="subtle" color="red" size="xs" onClick={() => void removeAll()}>
              {t('list.removeAll')}
            </Button>
          </Group>
          {entries.map((entry) => (
            <KitabCard key={entry.kitabId} entry={entry} profileId={profileId} />
          ))}
        </>
      )}
    </Stack>
  );
}
