import type { Recitation, RecitationComment } from '@academy/contract/recitation';
import { Box, Group, NativeSelect, Stack, Text, UnstyledButton } from '@mantine/core';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockOf, shareOf } from '../recitation-time';

export const playbackSpeeds = ['0.75', '1', '1.25', '1.5'] as const;

/**
 * A recitation's audio (a signed address that answers byte ranges, so it seeks at once) with a
 * speed from 0.75× to 1.5×, and the teacher's comments as marks on its timeline: a mark or a
 * comment jumps there and plays.
 */
export function RecitationPlayer({
  recitation,
  audioRef,
  comments = recitation.comments,
}: {
  recitation: Recitation;
  audioRef: RefObject<HTMLAudioElement | null>;
  comments?: readonly RecitationComment[];
}) {
  const { t } = useTranslation('recitations');
  const [speed, setSpeed] = useState<string>('1');
  const jumpTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    void audio.play().catch(() => undefined);
  };
  const describe = (comment: RecitationComment) =>
    t('player.mark', {
      at: clockOf(comment.atSeconds),
      category: t(`categories.${comment.category}`),
      ayah: comment.ayah,
    });

  return (
    <Stack gap="xs">
      <audio
        ref={audioRef}
        controls
        preload="metadata"
        src={recitation.audioUrl}
        aria-label={t('player.audio')}
        style={{ width: '100%' }}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = Number(speed);
        }}
      />
      <Group justify="space-between" align="end" wrap="wrap">
        <NativeSelect
          label={t('player.speed')}
          value={speed}
          w={120}
          data={playbackSpeeds.map((value) => ({ value, label: `${value}×` }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSpeed(value);
            if (audioRef.current) audioRef.current.playbackRate = Number(value);
          }}
        />
        <Text size="sm" c="dimmed">
          {t('player.length', { length: clockOf(recitation.durationSeconds) })}
        </Text>
      </Group>
      {comments.length > 0 ? (
        <Box
          role="group"
          aria-label={t('player.timeline')}
          pos="relative"
          h={28}
          style={{ borderRadius: 4, background: 'var(--mantine-color-gray-2)' }}
        >
          {comments.map((comment, index) => (
            <UnstyledButton
              key={`${comment.atSeconds}-${index}`}
              // Named as the list below numbers it, starting with the number it shows (WCAG 2.5.3).
              aria-label={`${index + 1}. ${describe(comment)}`}
              title={describe(comment)}
              onClick={() => jumpTo(comment.atSeconds)}
              pos="absolute"
              top={2}
              h={24}
              w={24}
              style={{
                left: `calc(${shareOf(comment.atSeconds, recitation.durationSeconds)}% - 12px)`,
                borderRadius: '50%',
                background: 'var(--mantine-color-orange-8)',
                color: 'white',
                fontSize: 12,
                textAlign: 'center',
              }}
            >
              {index + 1}
            </UnstyledButton>
          ))}
        </Box>
      ) : null}
      {comments.length > 0 ? (
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.map((comment, index) => (
            <li key={`${comment.atSeconds}-${index}`}>
              <UnstyledButton onClick={() => jumpTo(comment.atSeconds)}>
                <Text size="sm">
                  <Text span fw={700}>
                    {index + 1}. {describe(comment)}
                  </Text>
                  {comment.text ? ` — ${comment.text}` : ''}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
