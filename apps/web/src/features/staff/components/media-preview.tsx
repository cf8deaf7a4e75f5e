import { Anchor, Button, Modal, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '../media-url';

/**
 * A course's video, audio or PDF as learners will get it. A PDF opens in a dialog, not in the
 * form (issue 38 item 6): a PDF viewer framed in the form kept the focus once read, and the first
 * click on Create then only took the focus back, sending nothing. Closed, the dialog takes its
 * frame away and gives the focus back to its button, so Create answers the first click.
 */
export function MediaPreview({ kind, source }: { kind: string; source: string }) {
  const { t } = useTranslation('staff');
  const url = useMediaUrl(source);
  const [reading, { open, close }] = useDisclosure(false);
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
        <>
          <Button variant="light" size="xs" onClick={open} disabled={!url}>
            {t('form.previewPdf')}
          </Button>
          <Modal
            opened={reading}
            onClose={close}
            title={t('form.previewPdf')}
            size="xl"
            closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
          >
            {/* Phone browsers show no PDF in a frame: the file opens in a tab of its own. */}
            <Anchor
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              mb="xs"
              display="inline-block"
            >
              {t('form.openPdf')}
            </Anchor>
            <iframe
              src={url}
              title={t('form.preview')}
              style={{ width: '100%', height: '70vh', border: 0 }}
            />
          </Modal>
        </>
      )}
    </Paper>
  );
}
