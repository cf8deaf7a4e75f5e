import { Anchor, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUploadMedia } from '../api/upload-media';
import { getAt } from '../form-values';
import { useMediaUrl } from '../media-url';
import type { FieldProps } from './field-props';

/** A media address: upload a file (its type is checked by the server) or give a URL. */
export function MediaField({
  path,
  label,
  values,
  setValue,
  errorOf,
  accept,
}: FieldProps & { accept: string }) {
  const { t } = useTranslation('staff');
  const upload = useUploadMedia();
  const value = (getAt(values, path) as string | null | undefined) ?? '';
  const openUrl = useMediaUrl(value);
  const uploadError =
    upload.error instanceof ApiError ? upload.error.message : upload.error ? t('media.failed') : undefined;

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (media) => setValue(path, media.url) });
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
          <Text size="xs" c="teal.8" role="status">
            {t('media.uploaded', { size: Math.ceil(upload.data.size / 1024) })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
