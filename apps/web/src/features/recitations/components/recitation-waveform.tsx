import { Box, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The recording's waveform drawn by wavesurfer.js over the page's own audio element (so the speed,
 * the marks and the keys act on the one player), clicked or dragged to seek. The library is
 * loaded only when a teacher opens a recitation: it stays out of every other screen's scripts.
 */
export function RecitationWaveform({ audioRef }: { audioRef: RefObject<HTMLAudioElement | null> }) {
  const { t } = useTranslation('recitations');
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const media = audioRef.current;
    const container = containerRef.current;
    if (!media || !container) return;
    let destroy = () => {};
    let cancelled = false;
    void import('wavesurfer.js')
      .then(({ default: WaveSurfer }) => {
        if (cancelled) return;
        const waveform = WaveSurfer.create({
          container,
          media,
          height: 64,
          normalize: true,
          dragToSeek: true,
          barWidth: 2,
          barGap: 1,
          waveColor: '#74b9b0',
          progressColor: '#0b6e63',
          cursorColor: '#7a2e0e',
        });
        waveform.on('error', () => setFailed(true));
        destroy = () => waveform.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [audioRef]);

  return (
    <Box>
      <Box
        ref={containerRef}
        role="img"
        aria-label={t('player.waveform')}
        style={{ borderRadius: 4, background: 'var(--mantine-color-gray-0)', minHeight: 64 }}
      />
      {failed ? (
        <Text size="sm" c="dimmed">
          {t('player.waveformFailed')}
        </Text>
      ) : null}
    </Box>
  );
}
