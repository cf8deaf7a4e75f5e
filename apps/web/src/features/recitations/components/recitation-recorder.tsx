import { surahInfo, surahs } from '@academy/contract/quran-surahs';
import {
  Alert,
  Button,
  FileButton,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSubmitRecitation } from '../api/submit-recitation';
import { clockOf } from '../recitation-time';
import { useMicrophoneRecorder, type Recording } from '../use-microphone-recorder';
import { deleteDraft, draftKey, loadDraft, saveDraft } from '../recording-drafts';
import { LiveWaveform } from './live-waveform';
import { surahLabel } from './surah-name';

/** What the recorder starts from: a repeat names the range and the recitation it repeats. */
export interface RecorderPreset {
  surah: number;
  fromAyah: number;
  toAyah: number;
  repeatOf?: string;
}

/**
 * The learner's recorder: a surah and ayah range, the microphone with a level meter (or a file),
 * listening back, recording again, and sending with progress. A failed send keeps the recording
 * and offers to send it again; only the server's answer clears it.
 */
export function RecitationRecorder({
  profileId,
  classId,
  preset,
}: {
  profileId: string;
  classId: string;
  preset: RecorderPreset | null;
}) {
  const { t } = useTranslation('recitations');
  const [surah, setSurah] = useState(preset?.surah ?? 1);
  const [fromAyah, setFromAyah] = useState(preset?.fromAyah ?? 1);
  const [toAyah, setToAyah] = useState(preset?.toAyah ?? surahInfo(1)!.ayahs);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const [sent, setSent] = useState(false);
  const recorder = useMicrophoneRecorder();
  const submit = useSubmitRecitation({ onProgress: setProgress, onReconnecting: setReconnecting });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ayahs = surahInfo(surah)?.ayahs ?? 1;
  // A recording not sent yet is kept in the browser, with its range and note, until the server
  // has it: leaving the page or a reload brings it back here.
  const keptAs = draftKey(profileId, classId, preset?.repeatOf);
  const [restored, setRestored] = useState<Blob | null>(null);
  // A picked file's length, read from the file once the player has loaded it.
  const [fileLength, setFileLength] = useState<{ url: string; seconds: number } | null>(null);
  const lengthOf = (recording: Recording) =>
    recording.seconds ?? (fileLength?.url === recording.url ? fileLength.seconds : null);
  const [keptNote] = useDebouncedValue(note, 500);
  const { recording, takeFile } = recorder;
  useEffect(() => {
    let current = true;
    void loadDraft(keptAs).then((draft) => {
      if (!current || !draft) return;
      takeFile(draft.blob);
      setSurah(draft.surah);
      setFromAyah(draft.fromAyah);
      setToAyah(draft.toAyah);
      setNote(draft.note);
      setRestored(draft.blob);
    });
    return () => {
      current = false;
    };
  }, [keptAs, takeFile]);
  useEffect(() => {
    if (recording) void saveDraft(keptAs, { blob: recording.blob, surah, fromAyah, toAyah, note: keptNote });
  }, [keptAs, recording, surah, fromAyah, toAyah, keptNote]);

  // A repeat remounts the recorder with its range (keyed by the recitation repeated): bring it into view.
  useEffect(() => {
    if (preset) headingRef.current?.scrollIntoView({ block: 'start' });
  }, [preset]);

  const send = () => {
    if (!recorder.recording) return;
    setProgress(0);
    setSent(false);
    submit.mutate(
      {
        profileId,
        classId,
        surah,
        fromAyah,
        toAyah,
        note,
        repeatOf: preset?.repeatOf,
        audio: recorder.recording.blob,
      },
      {
        onSuccess: () => {
          recorder.discard();
          void deleteDraft(keptAs);
          setNote('');
          setRestored(null);
          setSent(true);
        },
      },
    );
  };
  const fieldError = (field: string) =>
    submit.error instanceof ApiError
      ? submit.error.errorList.find((item) => item.field === field)?.message
      : undefined;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} ref={headingRef} fz="lg">
          {preset?.repeatOf ? t('recorder.repeatTitle') : t('recorder.title')}
        </Title>
        <NativeSelect
          label={t('recorder.surah')}
          value={String(surah)}
          data={surahs.map((item) => ({ value: String(item.number), label: surahLabel(item.number) }))}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            setSurah(next);
            setFromAyah(1);
            setToAyah(surahInfo(next)?.ayahs ?? 1);
          }}
          error={fieldError('surah')}
        />
        <Group grow>
          <NumberInput
            label={t('recorder.fromAyah')}
            min={1}
            max={ayahs}
            value={fromAyah}
            onChange={(value) => setFromAyah(Number(value) || 1)}
            error={fieldError('fromAyah')}
          />
          <NumberInput
            label={t('recorder.toAyah')}
            min={1}
            max={ayahs}
            value={toAyah}
            onChange={(value) => setToAyah(Number(value) || 1)}
            error={fieldError('toAyah')}
          />
        </Group>
        {recorder.state === 'recording' ? (
          <Stack gap={6}>
            <Text size="sm" aria-live="polite">
              {t('recorder.recordingFor', { time: clockOf(recorder.elapsedSeconds) })}
            </Text>
            <Progress value={recorder.level} aria-label={t('recorder.level')} color="teal" size="lg" />
            {recorder.analyser ? <LiveWaveform analyser={recorder.analyser} /> : null}
            <Button color="red" onClick={recorder.stop}>
              {t('recorder.stop')}
            </Button>
          </Stack>
        ) : recorder.recording ? (
          <Stack gap={6}>
            {restored && restored === recorder.recording.blob ? (
              <Alert color="blue" variant="light" role="status">
                {t('recorder.restored')}
              </Alert>
            ) : null}
            <audio
              controls
              preload="metadata"
              src={recorder.recording.url}
              aria-label={t('recorder.listenBack')}
              style={{ width: '100%' }}
              onLoadedMetadata={(event) => {
                const { duration } = event.currentTarget;
                if (Number.isFinite(duration))
                  setFileLength({ url: event.currentTarget.src, seconds: duration });
              }}
            />
            {lengthOf(recorder.recording) !== null ? (
              <Text size="sm" c="dimmed">
                {t('player.length', { length: clockOf(lengthOf(recorder.recording)!) })}
              </Text>
            ) : null}
            <Group>
              <Button variant="default" onClick={() => void recorder.start()} disabled={submit.isPending}>
                {t('recorder.recordAgain')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group align="end" wrap="wrap">
            <Button onClick={() => void recorder.start()}>{t('recorder.record')}</Button>
            <FileButton accept="audio/*" onChange={(file) => file && recorder.takeFile(file)}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t('recorder.pickFile')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
        {recorder.error ? (
          <Alert color="red" role="alert">
            {t(`recorder.errors.${recorder.error}`)}
          </Alert>
        ) : null}
        <Textarea
          label={t('recorder.note')}
          value={note}
          maxLength={1000}
          autosize
          minRows={1}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {submit.isPending ? (
          <Stack gap={4}>
            <Progress value={progress * 100} aria-label={t('recorder.sending')} striped animated />
            <Text size="sm" aria-live="polite">
              {reconnecting
                ? t('recorder.reconnecting', { percent: Math.floor(progress * 100) })
                : t('recorder.sentShare', { percent: Math.floor(progress * 100) })}
            </Text>
          </Stack>
        ) : null}
        {submit.isError ? (
          <Alert color="red" role="alert" title={t('recorder.notSent')}>
            <Text size="sm">
              {submit.error instanceof ApiError && submit.error.errorList.length > 0
                ? submit.error.errorList.map((item) => item.message).join(' ')
                : submit.error.message}
            </Text>
            {/* A refusal (the profile's quota, a field) is not the line's: the recording waits all the same. */}
            <Text size="sm">
              {submit.error instanceof ApiError &&
              submit.error.code >= 400 &&
              submit.error.code < 500 &&
              submit.error.code !== 408
                ? t('recorder.keptRefused')
                : t('recorder.kept')}
            </Text>
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="teal" role="status">
            {t('recorder.sent')}
          </Alert>
        ) : null}
        <Button
          onClick={send}
          loading={submit.isPending}
          disabled={!recorder.recording || recorder.state === 'recording'}
        >
          {submit.isError ? t('recorder.sendAgain') : t('recorder.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
