import type { CourseMaterial } from '@academy/contract/kitab';
import { Alert, AspectRatio, Box, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '../media-source';
import { BidiText } from '../../../components/bidi-text';
import { useActiveProfileId } from '../../../lib/active-profile';
import { writeOutHonorifics } from '../../../lib/arabic-honorifics';
import { useOfflineMedia } from '../../offline/use-offline-media';

/** A course's material by its kind: video, audio, PDF or text (Arabic right to left). */
export function CourseContent({ course, title }: { course: CourseMaterial; title: string }) {
  const { t } = useTranslation('kitab');
  const media = useOfflineMedia(useActiveProfileId(), course.kind === 'text' ? null : course.sourceUrl);
  const source = media.url;

  if (course.kind !== 'text' && media.pending) return <Skeleton h={120} radius="lg" />;
  if (course.kind !== 'text' && course.sourceUrl && !source) {
    return (
      <Alert color="yellow" title={t('material.notDownloadedTitle')}>
        {t('material.mediaNotDownloaded')}
      </Alert>
    );
  }

  if (course.kind === 'text' || !source) {
    const rtl = course.direction === 'rtl';
    return (
      <Card padding="lg">
        <Box
          dir={rtl ? 'rtl' : 'ltr'}
          lang={rtl ? 'ar' : undefined}
          ta={rtl ? 'right' : 'left'}
          fz={rtl ? 24 : 'md'}
          style={{ whiteSpace: 'pre-line', lineHeight: rtl ? 2.2 : 1.7 }}
        >
          <BidiText base={rtl ? 'rtl' : 'ltr'}>
            {course.body ? writeOutHonorifics(course.body) : t('material.noBody')}
          </BidiText>
        </Box>
      </Card>
    );
  }

  if (course.kind === 'video') {
    const embed = youtubeEmbedUrl(source);
    return (
      <AspectRatio ratio={16 / 9}>
        {embed ? (
          <iframe
            src={embed}
            title={title}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: 12 }}
          />
        ) : (
          <video
            controls
            preload="metadata"
            src={source}
            aria-label={title}
            style={{ borderRadius: 12, background: '#000' }}
          >
            <a href={source}>{t('material.download')}</a>
          </video>
        )}
      </AspectRatio>
    );
  }

  if (course.kind === 'audio') {
    return (
      <Card padding="lg">
        <Stack gap="sm">
          <audio controls preload="metadata" src={source} aria-label={title} style={{ width: '100%' }}>
            <a href={source}>{t('material.download')}</a>
          </audio>
          <Button component="a" href={source} download variant="subtle" w="fit-content" size="compact-sm">
            {t('material.downloadAudio')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="sm">
      <Box h={{ base: 420, sm: 640 }}>
        <iframe
          src={source}
          title={title}
          width="100%"
          height="100%"
          style={{ border: 0, borderRadius: 12, background: 'white' }}
        />
      </Box>
      <Text size="sm" c="dimmed">
        {t('material.pdfFallback')}
      </Text>
      <Button
        component="a"
        href={source}
        download
        target="_blank"
        rel="noopener"
        variant="light"
        w="fit-content"
      >
        {t('material.downloadPdf')}
      </Button>
    </Stack>
  );
}
