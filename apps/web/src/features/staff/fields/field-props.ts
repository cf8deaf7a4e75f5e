import type { Values } from '../form-values';

/** What every console field gets: the form's values, a setter by path, and errors by path. */
export interface FieldProps {
  path: string;
  label: string;
  values: Values;
  setValue: (path: string, value: unknown) => void;
  /** The translated error of a path, if any. */
  errorOf: (path: string) => string | undefined;
}
