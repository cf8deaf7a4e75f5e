import { Anchor, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUploadMedia } from '../api/upload-media';
import { getAt } from '../form-values';
import { useMediaUrl } from '../media-url';
import type { FieldProps } from './field-props';

/** A material's kinds an uploaded file can be (an image is none of them). */
const materialKinds = new Set(['video', 'audio', 'pdf']);

/** The playing time of a video or audio file in whole minutes, read by the browser; else undefined. */
function playingMinutes(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const player = document.createElement(file.type.startsWith('audio') ? 'audio' : 'video');
    const url = URL.createObjectURL(file);
    const done = (minutes: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(minutes);
    };
    player.preload = 'metadata';
    player.onloadedmetadata = () =>
      done(Number.isFinite(player.duration) ? Math.max(1, Math.ceil(player.duration / 60)) : undefined);
    player.onerror = () => done(undefined);
    player.src = url;
  });
}

/**
 * A media address: upload a file (its type is checked by the server) or give a URL. An upload
 * sets the kind its content has (`kindPath`: a PDF named .mp4 becomes a PDF material) and the
 * playing time read from the file (`durationPath`), instead of leaving the form's guesses.
 */
export function MediaField({
  path,
  label,
  values,
  setValue,
  errorOf,
  accept,
  kindPath,
  durationPath,
}: FieldProps & { accept: string; kindPath?: string; durationPath?: string }) {
  const { t } = useTranslation('staff');
  const upload = useUploadMedia();
  const value = (getAt(values, path) as string | null | undefined) ?? '';
  const openUrl = useMediaUrl(value);
  const uploadError =
    upload.error instanceof ApiError ? upload.error.message : upload.error ? t('media.failed') : undefined;

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: async (media) => {
        setValue(path, media.url);
        if (kindPath && materialKinds.has(media.kind)) setValue(kindPath, media.kind);
        if (durationPath && (media.kind === 'video' || media.kind === 'audio')) {
          const minutes = await playingMinutes(file);
          if (minutes !== undefined) setValue(durationPath, minutes);
        }
      },
    });
  };

  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        description={t('media.hint')}
        value={value}
        onChange={(event) => setValue(path, event.currentTarget.value || null)}
        error={errorOf(path) ?? uploadError}
        inputMode="url"
      />
      <Group gap="sm">
        <FileButton onChange={onFile} accept={accept}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              loading={upload.isPending}
              aria-label={t('media.uploadFor', { label })}
            >
              {t('media.upload')}
            </Button>
          )}
        </FileButton>
        {value && openUrl ? (
          <Anchor href={openUrl} target="_blank" rel="noreferrer" size="sm">
            {t('media.open')}
          </Anchor>
        ) : null}
        {upload.isSuccess ? (
          <Text size="xs" c="teal.9" role="status">
            {t('media.uploaded', { size: Math.ceil(upload.data.size / 1024) })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
