import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DownloadDialog = lazy(() => import('./download-dialog').then((m) => ({ default: m.DownloadDialog })));

interface DownloadButtonProps {
  kitabId: string;
  /** The meeting chosen first; the whole kitab when absent. */
  meetingId?: string;
  /** The kitab's title, to name the button for screen readers. */
  title: string;
}

/**
 * Opens the download for offline study of a meeting or the whole kitab (decision 0156). The
 * dialog and the download code load only when asked, on the learner's pages.
 */
export function DownloadButton({ kitabId, meetingId, title }: DownloadButtonProps) {
  const { t } = useTranslation('offline');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        aria-label={t(meetingId ? 'button.meetingLabel' : 'button.kitabLabel', { title })}
      >
        {t(meetingId ? 'button.meeting' : 'button.kitab')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DownloadDialog kitabId={kitabId} meetingId={meetingId ?? null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
