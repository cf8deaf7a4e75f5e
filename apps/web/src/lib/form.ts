import type { FieldError } from '@academy/contract/envelope';
import { isMessageKey } from '@academy/contract/messages';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';

export type FormErrors = Partial<Record<string, string>>;

export type FormValidation<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/**
 * Checks form values with a contract schema. Errors are kept per field (the first issue of
 * each) as the schema's message: a contract message key, translated when shown.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): FormValidation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Server field errors (already in the request's language) keyed by field. */
export function serverFieldErrors(errorList: readonly FieldError[]): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of errorList) errors[field] ??= message;
  return errors;
}

/** A contract message key is translated from the `validation` namespace; other text is shown as is. */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? t(message, { ns: 'validation' }) : message;
}

/**
 * After a refused submit, brings the first field with an error into view and focuses it (the
 * error may sit under the sticky header or below the fold on a phone). Runs after React has
 * rendered the errors.
 */
function revealFirstError(form: HTMLFormElement | null) {
  if (!form) return;
  window.requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

function valueOf(input: unknown): unknown {
  if (input && typeof input === 'object' && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

/**
 * The one form helper: values, translated errors next to each field, and submit.
 * What the user typed stays on every error; a field's error clears when it is edited.
 *
 *   const form = useZodForm(registerSchema, { fullName: '', ... });
 *   <form onSubmit={form.onSubmit(async (data) => { ... })} noValidate>
 *     <TextInput label={t('register.fullName')} {...form.field('fullName')} />
 *
 * A submit handler that throws an ApiError shows its errorList next to the fields and, unless
 * those say it all, its message in `form.formError`.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<z.input<S>>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setValue = (name: keyof z.input<S> & string, value: unknown) => {
    setValues((current) => ({ ...(current as Record<string, unknown>), [name]: value }) as z.input<S>);
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  return {
    values,
    setValue,
    submitting,
    formError,
    setFormError,
    errors,
    setErrors,
    /** Props for a Mantine input: value, onChange, error (translated). */
    field(name: keyof z.input<S> & string) {
      return {
        name,
        value: (values[name] ?? '') as string,
        onChange: (input: unknown) => setValue(name, valueOf(input)),
        error: errorText(t, errors[name]),
      };
    },
    onSubmit(handler: (data: z.output<S>) => unknown) {
      return async (event?: FormEvent) => {
        event?.preventDefault();
        const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
        setFormError(null);
        const checked = validateForm(schema, values);
        if (!checked.ok) {
          setErrors(checked.errors);
          revealFirstError(formElement);
          return;
        }
        setErrors({});
        setSubmitting(true);
        try {
          await handler(checked.data);
        } catch (error) {
          if (error instanceof ApiError) {
            const fieldErrors = serverFieldErrors(error.errorList);
            setErrors(fieldErrors);
            revealFirstError(formElement);
            // The message goes above the form unless every field error already sits by its field.
            const shownByFields =
              error.errorList.length > 0 &&
              Object.keys(fieldErrors).every((field) => field in (values as object));
            setFormError(shownByFields ? null : error.message);
          } else {
            setFormError(t('error.generic'));
          }
        } finally {
          setSubmitting(false);
        }
      };
    },
  };
}
