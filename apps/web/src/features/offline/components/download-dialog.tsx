import { Alert, Button, Group, Modal, Progress, Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import {
  downloadJobs,
  planDownload,
  readKitabOnline,
  plannedBytes,
  type DownloadJob,
  type JobState,
} from '../download-job';
import { formatBytes } from '../format-bytes';

const idle: JobState = { phase: 'paused', done: 0, total: 0, error: null };

function useJob(profileId: string, kitabId: string): { job: DownloadJob | null; state: JobState } {
  const job = useSyncExternalStore(
    (listener) => downloadJobs.subscribe(listener),
    () => downloadJobs.get(profileId, kitabId),
  );
  const state = useSyncExternalStore(
    (listener) => job?.subscribe(listener) ?? (() => undefined),
    () => job?.state ?? idle,
  );
  return { job, state };
}

interface DialogProps {
  kitabId: string;
  meetingId: string | null;
  onClose: () => void;
}

function Dialog({ kitabId, meetingId, onClose, profileId }: DialogProps & { profileId: string }) {
  const { t } = useTranslation('offline');
  const language = useLanguage();
  const queryClient = useQueryClient();
  // The kitab's meetings to choose from (a download needs the connection anyway).
  const kitab = useQuery({
    queryKey: ['download-kitab', kitabId, profileId],
    queryFn: () => readKitabOnline(kitabId, profileId),
  });
  const [choice, setChoice] = useState(meetingId ?? 'all');
  const [withVideos, setWithVideos] = useState(false);
  const plan = useQuery({
    queryKey: ['download-plan', profileId, kitabId, choice],
    queryFn: () => planDownload(profileId, kitabId, choice === 'all' ? null : [choice]),
    staleTime: 0,
    retry: false,
  });
  const { job, state } = useJob(profileId, kitabId);
  const [startedHere, setStartedHere] = useState(false);
  const running = job !== null && (state.phase === 'running' || state.phase === 'waiting');
  const stopped = job !== null && (state.phase === 'paused' || state.phase === 'failed');
  // A download finished earlier (another meeting) leaves the dialog free for a new one.
  const finished = startedHere && state.phase === 'done';
  const showJob = running || stopped || finished;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['downloads', profileId] });
  }, [finished, profileId, queryClient]);

  const options = [
    { value: 'all', label: t('dialog.wholeKitab') },
    ...(kitab.data?.pertemuan ?? []).map((meeting) => ({
      value: meeting.id,
      label: t('dialog.meeting', meetingTitleOptions(meeting.number, meeting.title[language])),
    })),
  ];
  const size = plan.data ? plannedBytes(plan.data, withVideos) : null;
  const videos = plan.data?.courses.filter((item) => item.kind === 'video' && item.mediaPath).length ?? 0;
  const percent = state.total > 0 ? Math.min(100, Math.round((state.done * 100) / state.total)) : 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('dialog.what')}
          data={options}
          value={choice}
          onChange={(value) => setChoice(value ?? 'all')}
          allowDeselect={false}
          disabled={running}
        />
        <Switch
          label={t('dialog.videos')}
          description={t('dialog.videosHint', { count: videos })}
          checked={withVideos}
          onChange={(event) => setWithVideos(event.currentTarget.checked)}
          disabled={running || videos === 0}
        />
        {plan.isError ? (
          <Alert color="red" role="alert">
            {plan.error.message}
          </Alert>
        ) : size === null ? (
          <Skeleton h={22} w="60%" />
        ) : (
          <Text fw={600} data-testid="download-size">
            {t('dialog.size', { size: formatBytes(size, language) })}
          </Text>
        )}
        {showJob ? (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t('dialog.progressLabel')} />
            <Text size="sm" role="status" data-testid="download-progress">
              {t(`phase.${state.phase}`, {
                done: formatBytes(state.done, language),
                total: formatBytes(state.total, language),
              })}
            </Text>
            {state.error ? (
              <Text size="sm" c="red.8" role="alert">
                {state.error}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {running ? (
            <>
              <Button variant="default" onClick={() => job.pause()}>
                {t('dialog.pause')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => void job.cancel()}>
                {t('dialog.cancel')}
              </Button>
            </>
          ) : stopped ? (
            <>
              <Button variant="subtle" color="red" onClick={() => void job.cancel()}>
                {t('dialog.cancel')}
              </Button>
              <Button onClick={() => job.resume()}>{t('dialog.resume')}</Button>
            </>
          ) : finished ? (
            <Button onClick={onClose}>{t('dialog.close')}</Button>
          ) : (
            <Button
              disabled={!plan.data}
              onClick={() => {
                if (!plan.data) return;
                downloadJobs.start(plan.data, withVideos);
                setStartedHere(true);
              }}
            >
              {t('dialog.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Choosing what to download (a meeting or the whole kitab), its size, and the download's progress. */
export function DownloadDialog(props: DialogProps) {
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <Dialog {...props} profileId={profileId} />;
}
