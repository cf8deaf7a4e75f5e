import { z } from 'zod';
import { languages } from './language';

export const languageSchema = z.enum(languages);

/** A text kept in both interface languages. */
export const localizedSchema = z.object({ en: z.string(), id: z.string() });
