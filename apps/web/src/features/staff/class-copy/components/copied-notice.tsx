import type { StaffClassCopyResult } from '@academy/contract/staff-class-copy';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime, formatWeekday } from '../../../../lib/format';
import { movedText } from '../moved-text';

/** What a copy's page is told when the copy opens it (history state, so a reload keeps it). */
export interface CopiedState {
  /** The original's title, in the language it was copied in. */
  copiedFrom: string;
  copied: StaffClassCopyResult['copied'];
  /** Whole weeks every date moved by (negative: earlier). */
  shiftWeeks: number;
  /** The copy's first instant (ISO). */
  startAt: string;
}

const isCopiedState = (state: unknown): state is CopiedState =>
  typeof state === 'object' &&
  state !== null &&
  'copiedFrom' in state &&
  'copied' in state &&
  'shiftWeeks' in state &&
  'startAt' in state;

/**
 * On a class's page just copied: from which class, how much, how far its dates moved (whole weeks,
 * each meeting on its weekday and time), and that all of it is a draft to review.
 */
export function CopiedNotice() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const state: unknown = useLocation().state;
  if (!isCopiedState(state)) return null;
  const { copied } = state;
  const counts = [
    [t('resources.kitab.many'), copied.kitab],
    [t('resources.pertemuan.many'), copied.pertemuan],
    [t('resources.courses.many'), copied.courses],
    [t('resources.exams.many'), copied.exams],
    [t('resources.questions.many'), copied.questions],
    [t('copy.bankQuestions'), copied.bankQuestions],
  ]
    .map(([label, count]) => `${label}: ${count}`)
    .join(' · ');
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={t('copy.doneTitle', { title: state.copiedFrom })}
    >
      <Text size="sm">{counts}</Text>
      <Text size="sm" mt="xs">
        {t('copy.doneMoved', {
          moved: movedText(t, state.shiftWeeks),
          days: Math.abs(state.shiftWeeks * 7),
          start: `${formatWeekday(state.startAt, language)} ${formatDateTime(state.startAt, language)} WIB`,
        })}
      </Text>
      <Text size="sm" mt="xs">
        {t('copy.doneReview')}
      </Text>
    </Alert>
  );
}
