import { z } from 'zod';
import { localizedSchema } from './language-schema';

export const faqEntrySchema = z.object({
  id: z.uuid(),
  question: localizedSchema,
  answer: localizedSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;
