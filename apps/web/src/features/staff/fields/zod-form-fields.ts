import type { TFunction } from 'i18next';
import type { Dispatch, SetStateAction } from 'react';
import { errorText, type FormErrors } from '../../../lib/form';
import { getAt, setAt, type Values } from '../form-values';
import type { FieldProps } from './field-props';

/** What console fields need of a `useZodForm` form. */
interface ZodFormLike {
  values: unknown;
  errors: FormErrors;
  setValue(name: string, value: unknown): void;
  setErrors: Dispatch<SetStateAction<FormErrors>>;
}

/**
 * Console fields (addressed by dotted path: `title.en`, `options.0.correct`) on a `useZodForm`
 * form: a path's value is set inside its top-level field, and the path's own error clears.
 */
export function zodFormFields(
  form: ZodFormLike,
  t: TFunction,
): Pick<FieldProps, 'values' | 'setValue' | 'errorOf'> {
  const values = form.values as Values;
  return {
    values,
    setValue: (path, value) => {
      const top = path.split('.')[0]!;
      form.setValue(top, getAt(setAt(values, path, value), top));
      form.setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));
    },
    errorOf: (path) => errorText(t, form.errors[path]),
  };
}
