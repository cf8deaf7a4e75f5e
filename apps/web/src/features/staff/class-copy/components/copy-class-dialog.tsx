import { staffClassCopyBodySchema, weeksBetween } from '@academy/contract/staff-class-copy';
import type { StaffClass } from '@academy/contract/staff';
import { Button, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal, FormModalActions } from '../../../../components/form-modal';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { useZodForm } from '../../../../lib/form';
import { formatDate, formatDateTime, formatWeekday } from '../../../../lib/format';
import { LocalizedField } from '../../fields/localized-field';
import { zodFormFields } from '../../fields/zod-form-fields';
import { toAcademyInput } from '../../form-values';
import { useCopyClass } from '../api/copy-class';
import { movedText } from '../moved-text';
import type { CopiedState } from './copied-notice';

type SourceClass = Pick<StaffClass, 'id' | 'title' | 'startAt' | 'endAt'>;

const dayMs = 86_400_000;

/**
 * The copy's move in whole weeks and its first and last instants for the day asked for (WIB), as
 * the server will move them: the nearest whole weeks, so each meeting keeps its weekday and time.
 */
function copiedTerm(source: SourceClass, startsOn: string) {
  const weeks = weeksBetween(toAcademyInput(source.startAt).slice(0, 10), startsOn);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startsOn) || !Number.isFinite(weeks)) return null;
  const moved = (iso: string) => new Date(Date.parse(iso) + weeks * 7 * dayMs).toISOString();
  return { weeks, startAt: moved(source.startAt), endAt: moved(source.endAt) };
}

/**
 * "Copy for the next term" on a class's page: the copy's titles, address and first day (WIB);
 * then the copy's own page, a draft, with what was copied.
 */
export function CopyClassButton({ source }: { source: SourceClass }) {
  const { t } = useTranslation('staff');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('copy.open')}
      </Button>
      {/* Mounted only while open: each opening starts from the class's titles. */}
      {opened ? <CopyClassDialog source={source} onClose={close} /> : null}
    </>
  );
}

function CopyClassDialog({ source, onClose }: { source: SourceClass; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const navigate = useNavigate();
  const copy = useCopyClass(source.id);
  const form = useZodForm(staffClassCopyBodySchema, { title: source.title, slug: '', startsOn: '' });
  const term = copiedTerm(source, form.values.startsOn);

  return (
    <FormModal
      onClose={onClose}
      size="lg"
      title={t('copy.title')}
      description={t('copy.description', { title: source.title[language] })}
      onSubmit={form.onSubmit(async (body) => {
        const result = await copy.mutateAsync(body);
        const state: CopiedState = {
          copiedFrom: source.title[language],
          copied: result.copied,
          shiftWeeks: result.shiftWeeks,
          startAt: new Date(Date.parse(source.startAt) + result.shiftDays * dayMs).toISOString(),
        };
        onClose();
        void navigate(paths.staff.edit.getHref('classes', result.id), { state });
      })}
    >
      <LocalizedField path="title" label={t('fields.title')} {...zodFormFields(form, t)} />
      <TextInput
        label={t('fields.slug')}
        description={t('hints.slug')}
        required
        autoComplete="off"
        data-autofocus
        {...form.field('slug')}
      />
      <TextInput
        type="date"
        label={t('copy.startsOn')}
        description={t('copy.startsOnHint', {
          start: formatDateTime(source.startAt, language),
          weekday: formatWeekday(source.startAt, language),
        })}
        required
        {...form.field('startsOn')}
      />
      {term ? (
        <Text size="sm" role="status">
          {t('copy.term', {
            moved: movedText(t, term.weeks),
            weekday: formatWeekday(term.startAt, language),
            start: formatDateTime(term.startAt, language),
            end: formatDate(term.endAt, language),
          })}
        </Text>
      ) : null}
      <FormModalActions
        error={form.formError}
        cancelLabel={t('editor.cancel')}
        submitLabel={t('copy.confirm')}
        onCancel={onClose}
        submitting={form.submitting}
      />
    </FormModal>
  );
}
