import type { Language } from '@academy/contract/language';
import { formatDateTime } from '../../../lib/format';
import type { Values } from '../form-values';

/** The message key and its values. */
export interface SavedNotice {
  key: 'form.savedNow' | 'form.savedFrom' | 'form.savedDraft' | 'form.savedHidden';
  values?: { date: string };
}

/**
 * What "Saved" says about who sees the document now: a draft or a hidden one nobody, a published
 * one learners from now on, or from its "publish from" time when that is still ahead (in WIB).
 * A resource without a visibility (a teacher, an FAQ entry) is seen at once.
 */
export function savedNotice(values: Values, language: Language, now = new Date()): SavedNotice {
  if (values.visibility === 'draft') return { key: 'form.savedDraft' };
  if (values.visibility === 'hidden') return { key: 'form.savedHidden' };
  const from = values.publishAt;
  if (typeof from === 'string' && Date.parse(from) > now.getTime()) {
    return { key: 'form.savedFrom', values: { date: formatDateTime(from, language) } };
  }
  return { key: 'form.savedNow' };
}
