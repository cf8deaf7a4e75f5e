import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** `GET /api/ready`: this server takes traffic (its database answers); otherwise a 503. */
export const readySchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});

/** The academy's identity: deployment settings shown on the home page and footer. */
export const academySchema = z.object({
  name: z.string(),
  teacherName: z.string(),
  whatsappNumber: z.string(),
  telegramUrl: z.string(),
  instagramUrl: z.string(),
  youtubeUrl: z.string(),
  otpChannel: z.enum(['whatsapp', 'email']),
});
export type Academy = z.infer<typeof academySchema>;
