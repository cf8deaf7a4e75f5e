import { z } from 'zod';
import { apiBase } from './academy';
import { localizedSchema } from './language';

export const faqEntrySchema = z.object({
  id: z.uuid(),
  question: localizedSchema,
  answer: localizedSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqPaths = { list: `${apiBase}/faq` } as const;
