import type { Recitation } from '@academy/contract/recitation';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useRecitations } from '../api/get-recitations';
import { RecitationPlayer } from './recitation-player';
import { type RecorderPreset, RecitationRecorder } from './recitation-recorder';
import { SurahName } from './surah-name';

/** Dark shades under white text: the badges keep AA contrast. */
export const statusColors = { submitted: 'blue.9', reviewed: 'green.9', repeat: 'orange.9' } as const;

/** One handed-in recitation: its range, status and grade, then the player with the teacher's marks. */
function RecitationItem({ recitation, onRepeat }: { recitation: Recitation; onRepeat: () => void }) {
  const { t } = useTranslation('recitations');
  const audioRef = useRef<HTMLAudioElement>(null);
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`recitation-${recitation.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} id={`recitation-${recitation.id}`}>
            <SurahName surah={recitation.surah} />{' '}
            {t('range', { from: recitation.fromAyah, to: recitation.toAyah })}
          </Text>
          <Group gap={6}>
            <Badge color={statusColors[recitation.status]} variant="filled">
              {t(`statuses.${recitation.status}`)}
            </Badge>
            {recitation.grade ? <Badge variant="outline">{t(`grades.${recitation.grade}`)}</Badge> : null}
          </Group>
        </Group>
        <RecitationPlayer recitation={recitation} audioRef={audioRef} />
        {recitation.status === 'repeat' ? (
          <Button variant="light" color="orange" onClick={onRepeat} w="fit-content">
            {t('repeat.recordAgain')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The class page's recitations (setoran) for an enrolled learner: the recorder, then what was
 * handed in with the teacher's grade and comments on each timeline.
 */
export function ClassRecitations({ profileId, classId }: { profileId: string; classId: string }) {
  const { t } = useTranslation('recitations');
  const query = useRecitations(profileId, classId);
  const [preset, setPreset] = useState<RecorderPreset | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="class-recitations-title">
      <Title order={2} fz="xl" id="class-recitations-title">
        {t('title')}
      </Title>
      <RecitationRecorder
        key={preset?.repeatOf ?? 'new'}
        profileId={profileId}
        classId={classId}
        preset={preset}
      />
      <Title order={3} fz="lg">
        {t('mine')}
      </Title>
      {query.data ? (
        query.data.items.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          query.data.items.map((recitation) => (
            <RecitationItem
              key={recitation.id}
              recitation={recitation}
              onRepeat={() =>
                setPreset({
                  surah: recitation.surah,
                  fromAyah: recitation.fromAyah,
                  toAyah: recitation.toAyah,
                  repeatOf: recitation.id,
                })
              }
            />
          ))
        )
      ) : (
        <QueryStatus query={query} />
      )}
    </Stack>
  );
}
