import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from '../db/database';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting the server reads, validated once at start (README "Settings"). */
const settingsSchema = z
  .object({
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
    /**
     * Keep codes in the readable dev outbox although APP_ORIGIN is public (a staging server).
     * Without it the outbox exists only on a localhost origin.
     */
    DEV_OUTBOX: flag.default(false),
    /**
     * HMAC key of signed media addresses (decision 0015). Unset on a localhost origin: a random
     * key per start. A public origin must set it (the same on every server behind it).
     */
    MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
    /** Folder of uploaded media (decisions §4); relative paths start where npm was run. */
    MEDIA_DIR: z.string().default('./data/media'),
    /** Largest upload accepted by `POST /api/v1/staff/media`, in MiB. */
    MEDIA_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(500),
    /** Academy identity shown on the home page and footer (decisions §1). */
    ACADEMY_NAME: z.string().default('Akademi Ilmu Syar’i'),
    ACADEMY_TEACHER: z.string().default('Ustadz Abdullah Hakim, Lc., M.A.'),
    ACADEMY_WHATSAPP: z.string().default('6281234500000'),
    ACADEMY_TELEGRAM_URL: z.string().url().default('https://t.me/akademi_ilmu'),
    ACADEMY_INSTAGRAM_URL: z.string().url().default('https://instagram.com/akademi_ilmu'),
    ACADEMY_YOUTUBE_URL: z.string().url().default('https://youtube.com/@akademi_ilmu'),
    /** Payments (decisions §6): the built-in sandbox gateway, or Midtrans Core API. */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'midtrans']).default('sandbox'),
    /** Midtrans server key: signs notifications; required for `midtrans`. */
    MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
    MIDTRANS_API_URL: z.string().url().default('https://api.sandbox.midtrans.com'),
    /** QRIS fee in percent of the price, rounded up to the rupiah. */
    PAYMENT_QRIS_FEE_PERCENT: z.coerce.number().min(0).max(10).default(0.7),
    /** Minutes a payment (and the seat it holds) stays open. */
    PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Seconds between reconciliation runs of pending payments; 0 turns the job off. */
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Let a server with a public APP_ORIGIN run the sandbox gateway (anyone can "pay" on its payer page). */
    PAYMENT_SANDBOX_PUBLIC: flag.default(false),
    /** Bearer token of `GET /metrics` (Prometheus); unset, the call answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** `{prefix}` of certificate numbers `{prefix}/{year}/{000001}` (decisions §7). */
    CERTIFICATE_NUMBER_PREFIX: z
      .string()
      .regex(/^[A-Z0-9-]{1,20}$/, 'capital letters, digits and dashes, at most 20')
      .default('AIS'),
  })
  .refine((s) => s.PAYMENT_GATEWAY !== 'midtrans' || s.MIDTRANS_SERVER_KEY, {
    path: ['MIDTRANS_SERVER_KEY'],
    message: 'required when PAYMENT_GATEWAY=midtrans',
  });

export type Settings = z.infer<typeof settingsSchema> & {
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** The origin the app is served from (APP_ORIGIN, or localhost on PORT). */
  appOrigin: string;
  /** Whether codes of a channel without a transport may go to the readable dev outbox. */
  devOutbox: boolean;
  /** MEDIA_SIGNING_SECRET, or a random key per start on a localhost origin. */
  mediaSigningSecret: string;
  /** MEDIA_DIR made absolute. */
  mediaDir: string;
};

/** `localhost`, `*.localhost`, 127.0.0.0/8 and [::1]: origins only this machine reaches. */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
}

/**
 * Settings a public deployment must not go without (api-contract "Operational calls"): a real
 * transport for each code channel (or DEV_OUTBOX=true, saying the outbox is wanted), and its own
 * media signing key. Answers one line per missing setting.
 */
function missingForPublicOrigin(settings: z.infer<typeof settingsSchema>): string[] {
  const problems: string[] = [];
  if (!settings.DEV_OUTBOX) {
    if (!settings.SMTP_URL) {
      problems.push(
        'SMTP_URL: required when APP_ORIGIN is public, or e-mail codes would land in the readable dev outbox (or set DEV_OUTBOX=true)',
      );
    }
    if (!settings.WHATSAPP_TOKEN || !settings.WHATSAPP_PHONE_NUMBER_ID) {
      problems.push(
        'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: required when APP_ORIGIN is public, or WhatsApp codes would land in the readable dev outbox (or set DEV_OUTBOX=true)',
      );
    }
  }
  if (settings.PAYMENT_GATEWAY === 'sandbox' && !settings.PAYMENT_SANDBOX_PUBLIC) {
    problems.push(
      'PAYMENT_GATEWAY: the sandbox gateway lets anyone mark payments paid: set PAYMENT_GATEWAY=midtrans for a public APP_ORIGIN (or PAYMENT_SANDBOX_PUBLIC=true for a demo)',
    );
  }
  if (!settings.MEDIA_SIGNING_SECRET) {
    problems.push(
      'MEDIA_SIGNING_SECRET: required when APP_ORIGIN is public (32+ random characters, the same on every server)',
    );
  }
  return problems;
}

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
  const data = parsed.data;
  const appOrigin = data.APP_ORIGIN ?? `http://localhost:${data.PORT}`;
  const local = isLocalOrigin(appOrigin);
  const missing = local ? [] : missingForPublicOrigin(data);
  if (missing.length > 0) {
    throw new Error(`Missing settings for the public origin ${appOrigin}:\n  ${missing.join('\n  ')}`);
  }
  return {
    ...data,
    dataDir: path.resolve(cwd, data.DATA_DIR),
    appOrigin,
    devOutbox: local || data.DEV_OUTBOX,
    mediaSigningSecret: data.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    mediaDir: path.resolve(cwd, data.MEDIA_DIR),
  };
}

/** The database the settings name: PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR. */
export function databaseTarget(settings: Settings): DatabaseTarget {
  return settings.DATABASE_URL
    ? { kind: 'postgres', url: settings.DATABASE_URL }
    : { kind: 'pglite', dataDir: settings.dataDir };
}
