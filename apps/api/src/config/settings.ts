import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting the server reads, validated once at start (README "Settings"). */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the embedded database; relative paths start where npm was run. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z.string().url().optional(),
  /** Origin allowed by CORS; the app itself is served from the same origin. */
  APP_ORIGIN: z.string().url().optional(),
  /** Seed the demo academy into an empty database. */
  SEED_DEMO: flag.default(true),
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`): comma-separated
   * addresses, CIDRs or `loopback`. Unset: none, the socket address is the client.
   */
  TRUST_PROXY: z.string().optional(),
  /** API calls per minute per client address (the app's own files are not counted). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Lifetime of a sign-in token. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Seconds between sweeps that finish expired exam attempts; 0 turns the sweep off. */
  EXAM_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** Channel of account-verification and signed-in codes (decisions §1). */
  OTP_CHANNEL: z.enum(['whatsapp', 'email']).default('whatsapp'),
  /** SMTP server for e-mail, e.g. smtps://user:pass@mail.example.com:465. */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Akademi <no-reply@academy.test>'),
  /** WhatsApp Cloud API (authentication templates). */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TEMPLATE: z.string().default('verification_code'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('id'),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** Academy identity shown on the home page and footer (decisions §1). */
  ACADEMY_NAME: z.string().default('Akademi Ilmu Syar’i'),
  ACADEMY_TEACHER: z.string().default('Ustadz Abdullah Hakim, Lc., M.A.'),
  ACADEMY_WHATSAPP: z.string().default('6281234500000'),
  ACADEMY_TELEGRAM_URL: z.string().url().default('https://t.me/akademi_ilmu'),
  ACADEMY_INSTAGRAM_URL: z.string().url().default('https://instagram.com/akademi_ilmu'),
  ACADEMY_YOUTUBE_URL: z.string().url().default('https://youtube.com/@akademi_ilmu'),
});

export type Settings = z.infer<typeof settingsSchema> & {
  /** DATA_DIR made absolute. */
  dataDir: string;
};

export function loadSettings(
  env: Record<string, string | undefined> = process.env,
  cwd: string = env.INIT_CWD ?? process.cwd(),
): Settings {
  const parsed = settingsSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(cwd, parsed.data.DATA_DIR) };
}
