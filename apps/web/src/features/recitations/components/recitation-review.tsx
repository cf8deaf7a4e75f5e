import {
  recitationCommentCategories,
  recitationGrades,
  type RecitationComment,
  type RecitationGrade,
  type StaffRecitation,
} from '@academy/contract/recitation';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { useStaffRecitation } from '../api/get-staff-recitation';
import { useReviewRecitation } from '../api/review-recitation';
import { usePlayerKeys } from '../player-keys';
import { clockOf } from '../recitation-time';
import { RecitationPlayer } from './recitation-player';
import { RecitationWaveform } from './recitation-waveform';
import { SurahName } from './surah-name';

/** A key in the shortcut hint, drawn as a keycap. */
const keyStyle = {
  border: '1px solid var(--mantine-color-gray-5)',
  borderBottomWidth: 2,
  borderRadius: 4,
  padding: '0 4px',
  fontFamily: 'var(--mantine-font-family-monospace)',
  color: 'var(--mantine-color-text)',
} as const;

/** The review form of one recitation: comments dropped at the player's moment, and a grade. */
function ReviewForm({ recitation }: { recitation: StaffRecitation }) {
  const { t } = useTranslation('recitations');
  const language = useLanguage();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [comments, setComments] = useState<RecitationComment[]>(recitation.comments);
  const [grade, setGrade] = useState<RecitationGrade | ''>(recitation.grade ?? '');
  const review = useReviewRecitation(recitation.id);
  const update = (index: number, change: Partial<RecitationComment>) =>
    setComments((list) => list.map((comment, at) => (at === index ? { ...comment, ...change } : comment)));
  const addAtMoment = useCallback(() => {
    const atSeconds = Math.round((audioRef.current?.currentTime ?? 0) * 10) / 10;
    audioRef.current?.pause();
    setComments((list) => [...list, { atSeconds, ayah: recitation.fromAyah, category: 'tajwid', text: '' }]);
  }, [recitation.fromAyah]);
  usePlayerKeys(audioRef, addAtMoment);
  const save = () => {
    if (!grade) return;
    review.mutate({ grade, comments }, { onSuccess: () => toast.success(t('review.saved')) });
  };
  const errorOf = (field: string) =>
    review.error instanceof ApiError
      ? review.error.errorList.find((item) => item.field === field)?.message
      : undefined;

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={paths.staff.recitations.getHref()} size="sm">
          {t('review.back')}
        </Anchor>
        <Title order={1} fz="h2">
          {t('review.title', { name: recitation.profile.name })}
        </Title>
        <Text>
          <SurahName surah={recitation.surah} />{' '}
          {t('range', { from: recitation.fromAyah, to: recitation.toAyah })} ·{' '}
          {recitation.classTitle[language]}
        </Text>
        {recitation.note ? (
          <Text size="sm" c="dimmed">
            {recitation.note}
          </Text>
        ) : null}
      </div>
      <RecitationPlayer recitation={recitation} audioRef={audioRef} comments={comments} />
      <RecitationWaveform audioRef={audioRef} />
      <Text size="sm" c="dimmed">
        {t('keys.title')}: <kbd style={keyStyle}>{t('keys.space')}</kbd> {t('keys.toggle')} ·{' '}
        <kbd style={keyStyle}>←</kbd> <kbd style={keyStyle}>→</kbd> {t('keys.seek')} ·{' '}
        <kbd style={keyStyle}>M</kbd> {t('keys.comment')}
      </Text>
      <Button variant="light" onClick={addAtMoment} w="fit-content">
        {t('review.addComment')}
      </Button>
      {comments.map((comment, index) => (
        <Paper
          key={index}
          withBorder
          p="sm"
          component="fieldset"
          aria-label={t('review.commentAt', { at: clockOf(comment.atSeconds) })}
        >
          <Group align="end" wrap="wrap">
            <NumberInput
              label={t('review.atSeconds')}
              value={comment.atSeconds}
              min={0}
              max={recitation.durationSeconds}
              step={0.5}
              decimalScale={1}
              w={110}
              onChange={(value) => update(index, { atSeconds: Number(value) || 0 })}
              error={errorOf(`comments.${index}.atSeconds`)}
            />
            <NativeSelect
              label={t('review.category')}
              value={comment.category}
              data={recitationCommentCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
              onChange={(event) =>
                update(index, { category: event.currentTarget.value as RecitationComment['category'] })
              }
            />
            <NumberInput
              label={t('review.ayah')}
              value={comment.ayah}
              min={recitation.fromAyah}
              max={recitation.toAyah}
              w={90}
              onChange={(value) => update(index, { ayah: Number(value) || recitation.fromAyah })}
              error={errorOf(`comments.${index}.ayah`)}
            />
            <TextInput
              label={t('review.text')}
              value={comment.text}
              maxLength={1000}
              style={{ flex: 1, minWidth: 200 }}
              onChange={(event) => update(index, { text: event.currentTarget.value })}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setComments((list) => list.filter((_, at) => at !== index))}
            >
              {t('review.remove')}
            </Button>
          </Group>
        </Paper>
      ))}
      <NativeSelect
        label={t('review.grade')}
        value={grade}
        w={240}
        data={[
          { value: '', label: t('review.chooseGrade') },
          ...recitationGrades.map((value) => ({ value, label: t(`grades.${value}`) })),
        ]}
        onChange={(event) => setGrade(event.currentTarget.value as RecitationGrade | '')}
        error={errorOf('grade')}
      />
      {review.isError ? (
        <Alert color="red" role="alert">
          {review.error.message}
        </Alert>
      ) : null}
      <Button onClick={save} loading={review.isPending} disabled={!grade} w="fit-content">
        {t('review.save')}
      </Button>
    </Stack>
  );
}

/** The staff review screen of one recitation. */
export function RecitationReview({ recitationId }: { recitationId: string }) {
  const query = useStaffRecitation(recitationId);
  if (!query.data) return <QueryStatus query={query} />;
  return <ReviewForm key={query.data.id} recitation={query.data} />;
}
