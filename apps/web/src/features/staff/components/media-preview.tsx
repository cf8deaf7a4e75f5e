import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '../media-url';

/** A course's video, audio or PDF as learners will get it. */
export function MediaPreview({ kind, source }: { kind: string; source: string }) {
  const { t } = useTranslation('staff');
  const url = useMediaUrl(source);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('form.preview')}>
      <Text size="xs" c="dimmed" mb={4}>
        {t('form.preview')}
      </Text>
      {kind === 'video' ? (
        <video
          controls
          preload="metadata"
          src={url}
          style={{ width: '100%', maxHeight: 360 }}
          aria-label={t('form.preview')}
        />
      ) : kind === 'audio' ? (
        <audio
          controls
          preload="metadata"
          src={url}
          style={{ width: '100%' }}
          aria-label={t('form.preview')}
        />
      ) : (
        <iframe src={url} title={t('form.preview')} style={{ width: '100%', height: 420, border: 0 }} />
      )}
    </Paper>
  );
}
