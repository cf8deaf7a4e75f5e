import type { StaffResourceName } from '@academy/contract/endpoints';
import { staffResourceSchemas } from '@academy/contract/staff';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { ApiError } from '../../../lib/api-client';
import { errorText, serverFieldErrors, validateForm, type FormErrors } from '../../../lib/form';
import type { StaffDocument } from '../api/get-staff-document';
import { useStaffMe } from '../api/get-staff-me';
import { useSaveStaffDocument } from '../api/save-staff-document';
import { setAt, type Values } from '../form-values';
import { StaffField } from '../fields/staff-field';
import { resourceViews, type FieldSpec } from '../resource-views';
import { ConflictNotice } from './conflict-notice';
import { MediaPreview } from './media-preview';
import { savedNotice } from './saved-notice';

/** Fields that take the form's whole width; the others sit two to a row on a wider screen. */
const wideKinds = new Set<FieldSpec['kind']>(['localized', 'body', 'sanad', 'media']);

/**
 * The one console form: the resource's fields, checked with the contract's schema before sending
 * and with the server's field errors after; what was typed stays on every error. A save that
 * lost a race (409) keeps the typing, shows where the two versions differ, and lets staff keep
 * theirs or load the other person's.
 */
export function ResourceForm({
  resource,
  document,
  parentId,
  onSaved,
  justCreated = false,
}: {
  resource: StaffResourceName;
  document?: StaffDocument;
  parentId?: string;
  onSaved: (saved: StaffDocument, created: boolean) => void;
  justCreated?: boolean;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const view = resourceViews[resource];
  const me = useStaffMe();
  const [values, setValues] = useState<Values>(() => document ?? view.blank(parentId));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<StaffDocument | null>(null);
  const [saved, setSaved] = useState(justCreated);
  const save = useSaveStaffDocument(resource, document?.id);
  // Typed since the last save: leaving the page asks first, so nothing typed is lost unawares.
  const [dirty, setDirty] = useState(false);
  const { markSaved } = useUnsavedChangesGuard(dirty);

  const setValue = (path: string, value: unknown) => {
    setValues((current) => setAt(current, path, value));
    setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));
    setSaved(false);
    setDirty(true);
  };
  const errorOf = (path: string) => errorText(t, errors[path]);
  const notice = savedNotice(values, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const checked = validateForm(staffResourceSchemas[resource].input, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(t('form.fixErrors'));
      return;
    }
    setErrors({});
    try {
      const body = document
        ? { ...(checked.data as Values), version: values.version }
        : (checked.data as Values);
      const result = await save.mutateAsync(body);
      setConflict(null);
      // The saved document (new version, server-normalised values) becomes the form's.
      setValues(result);
      setSaved(true);
      setDirty(false);
      markSaved();
      onSaved(result, !document);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('common:error.generic'));
        return;
      }
      if (error.code === 409 && error.reason === 'versionConflict') {
        setConflict(
          ((error.data as { current?: StaffDocument } | undefined)?.current ?? null) as StaffDocument | null,
        );
      }
      setErrors(serverFieldErrors(error.errorList));
      setFormError(error.message);
    }
  };

  const visible = view.fields.filter(
    (spec) => (!spec.when || spec.when(values)) && (!spec.adminOnly || me.data?.role === 'admin'),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`resources.${resource}.one`)}>
      <Stack gap="md">
        {/* Above the fields it points to, where staff look first (the fields below show their own). */}
        {formError ? (
          <Alert color="red" role="alert" title={t('form.notSaved')}>
            <Stack gap="xs" align="flex-start">
              {formError}
              {conflict ? (
                <ConflictNotice
                  mine={values}
                  theirs={conflict}
                  onKeepMine={() => {
                    // Theirs is now the version this form replaces: the next Save goes through.
                    setValues((current) => ({ ...current, version: conflict.version }));
                    setConflict(null);
                    setFormError(null);
                  }}
                  onLoadTheirs={() => {
                    setValues(conflict);
                    setDirty(false);
                    setConflict(null);
                    setFormError(null);
                  }}
                />
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Grid gap="md">
          {visible.map((spec) => (
            <Grid.Col key={spec.path} span={{ base: 12, sm: wideKinds.has(spec.kind) ? 12 : 6 }}>
              <StaffField spec={spec} values={values} setValue={setValue} errorOf={errorOf} />
            </Grid.Col>
          ))}
        </Grid>
        {view.preview === 'course' && values.kind !== 'text' && typeof values.sourceUrl === 'string' ? (
          <MediaPreview kind={values.kind as string} source={values.sourceUrl} />
        ) : null}
        {saved ? (
          <Alert color="teal" role="status">
            {t(notice.key, notice.values)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {document ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
