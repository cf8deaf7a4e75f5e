import type { TFunction } from 'i18next';

/** How far a copy moves every date, in words: "13 weeks later", "1 week earlier", "not at all". */
export function movedText(t: TFunction<'staff'>, weeks: number): string {
  if (weeks > 0) return t('copy.later', { count: weeks });
  if (weeks < 0) return t('copy.earlier', { count: -weeks });
  return t('copy.notMoved');
}
