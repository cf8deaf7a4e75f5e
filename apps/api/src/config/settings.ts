import { randomBytes } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './database-target';
import { vapidKeysOf, type VapidKeys, vapidSettings } from './vapid-settings';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting the server reads, validated once at start (README "Settings"). */
const settingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Address to listen on. Unset: loopback only (`localhost`, IPv4 and IPv6) while codes go to
     * the readable dev outbox, every interface (`0.0.0.0`) otherwise.
     */
    HOST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Folder of the embedded database; relative paths start where npm was run. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL server; when set, the embedded database is not used. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * Connections each server keeps to that PostgreSQL server at most (decision 0177): calls past it
     * wait in the server, not in PostgreSQL. Unset: twice this machine's cores, 4 to 10.
     */
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(() => Math.min(10, Math.max(4, 2 * availableParallelism()))),
    /** Origin allowed by CORS; the app itself is served from the same origin. */
    APP_ORIGIN: z.string().url().optional(),
    /**
     * Seed the demo academy into an empty database. Unset: yes on a localhost origin; on a
     * public one only with DEMO_PUBLIC=true (its passwords are published in the README).
     */
    SEED_DEMO: flag.optional(),
    /**
     * A public demo: the demo accounts' passwords are generated (printed once), never the
     * published ones, and a public origin may seed the demo (decision 0074).
     */
    DEMO_PUBLIC: flag.default(false),
    /**
     * Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`): comma-separated
     * addresses, CIDRs or `loopback`. Unset: none, the socket address is the client.
     */
    TRUST_PROXY: z.string().optional(),
    /**
     * One Redis (or Valkey) that the servers of a fleet share (decision 0079): the per-address
     * limit and the notice that public content changed. Unset: kept in the process (one server).
     */
    REDIS_URL: z
      .string()
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),
    /** API calls per minute per client address (the app's own files are not counted). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * Seconds a client has to send a whole request, body included (a staff upload of MEDIA_MAX_MB
     * too); its headers get at most 20 of them. Past it: 408 and the connection closed (issue 37).
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(7200).default(600),
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
     * HMAC key of signed media addresses (decision 0015), calendar addresses and known devices.
     * Unset on a localhost origin: the key kept in DATA_DIR/signing-key, made on the first start
     * (decision 0142). A public origin must set it (the same on every server behind it).
     */
    MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ...vapidSettings,
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
    /**
     * Reminders and announcements go by approved utility templates named this prefix and the
     * kind (`academy_meeting_reminder`, `academy_exam_closing`, …; decision 0095).
     */
    WHATSAPP_NOTICE_TEMPLATE_PREFIX: z.string().default('academy_'),
    /** Minutes before a meeting starts that its reminder goes out. */
    REMINDER_MEETING_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** Hours before an exam closes that a profile which has not finished it is reminded. */
    REMINDER_EXAM_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    /** Seconds between scans for reminders due and messages to send; 0 turns them off. */
    NOTIFICATION_JOB_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Where uploaded media live (decisions §4, decision 0083): `MEDIA_DIR`, or an S3-compatible store. */
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    /**
     * Folder of uploaded media with `MEDIA_STORAGE=local`; relative paths start where npm was run.
     * Unset: `media` in DATA_DIR, with the database, never in the release folder (issue 37).
     */
    MEDIA_DIR: z.string().optional(),
    /** The S3-compatible store's address (MinIO, R2, …); unset means AWS S3 of `S3_REGION`. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Address the bucket as `<endpoint>/<bucket>` rather than `<bucket>.<endpoint>` (MinIO, local servers). */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** Largest upload accepted by `POST /api/v1/staff/media`, in MiB. */
    MEDIA_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(500),
    /** Longest recitation a learner hands in, in minutes (api-contract "Recitations (setoran)"). */
    RECITATION_MAX_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    /** A profile's recitation uploads unfinished at once (409 past it; issue 37). */
    RECITATION_OPEN_UPLOADS: z.coerce.number().int().min(1).max(100).default(3),
    /** MiB the unfinished uploads of a profile may reach together, as their sizes announce (413 past it). */
    RECITATION_UNFINISHED_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(360),
    /** MiB of recitation audio a profile hands in a day (WIB), unfinished uploads included (413 past it). */
    RECITATION_DAILY_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(720),
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
    /**
     * Folder the nightly backups land in (`*.backup`, deploy/systemd/academy-backup.service): when
     * set, `/metrics` shows the age of the newest one. Relative paths start where npm was run.
     */
    BACKUP_DIR: z.string().optional(),
    /**
     * Serve the OpenAPI document and its page at `/api/docs` (decision 0144). Unset: yes, but not
     * on a production start (NODE_ENV=production) on a public APP_ORIGIN, where it answers 404.
     */
    API_DOCS: flag.optional(),
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
  })
  .refine((s) => Boolean(s.VAPID_PUBLIC_KEY) === Boolean(s.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (one pair)',
  })
  .superRefine((s, context) => {
    if (s.MEDIA_STORAGE !== 's3') return;
    for (const name of requiredForS3) {
      if (!s[name])
        context.addIssue({ code: 'custom', path: [name], message: 'required when MEDIA_STORAGE=s3' });
    }
  });

/** Settings without which `MEDIA_STORAGE=s3` cannot reach its store (S3_ENDPOINT may stay unset: AWS S3). */
const requiredForS3 = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** An S3-compatible media store, as the S3 client needs it. */
export interface S3StoreSettings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type Settings = Omit<z.infer<typeof settingsSchema>, 'SEED_DEMO' | 'API_DOCS'> & {
  /** API_DOCS, or its default: off on a production start on a public origin (decision 0144). */
  API_DOCS: boolean;
  /** SEED_DEMO, or its default for the origin (decision 0074). */
  SEED_DEMO: boolean;
  /**
   * Whether the demo accounts have the passwords the README publishes (a localhost origin) or
   * passwords generated for this server (a public origin, or DEMO_PUBLIC=true; decision 0074).
   */
  demoPasswords: 'published' | 'generated';
  /** The address the server listens on: HOST, or its default (decision 0075). */
  host: string;
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** The origin the app is served from (APP_ORIGIN, or localhost on PORT). */
  appOrigin: string;
  /** Whether codes of a channel without a transport may go to the readable dev outbox. */
  devOutbox: boolean;
  /**
   * MEDIA_SIGNING_SECRET, or on a localhost origin a random key: the server replaces it with the
   * one kept in DATA_DIR (`withStableSigningKey`, decision 0142).
   */
  mediaSigningSecret: string;
  /**
   * The VAPID keys and subject of Web Push (decision 0155): the VAPID_* settings, or on a localhost
   * origin a pair drawn per start that the server replaces with the one kept in DATA_DIR.
   */
  vapid: VapidKeys;
  /** MEDIA_DIR (unset: DATA_DIR/media) made absolute. */
  mediaDir: string;
  /** BACKUP_DIR made absolute, or undefined while it is unset. */
  backupDir: string | undefined;
  /** The S3-compatible store when `MEDIA_STORAGE=s3`, else undefined (media in `mediaDir`). */
  s3Store: S3StoreSettings | undefined;
};

/**
 * A loopback host: `localhost`, `*.localhost`, an IPv4 literal in 127.0.0.0/8, or `::1`
 * (bracketed as in a URL or not). A name that merely starts with `127.` is not one.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '[::1]' || name === '::1') return true;
  return isIPv4(name) && name.startsWith('127.');
}

/** An origin only this machine reaches (its host is a loopback host; the URL parser normalises `127.1`). */
export function isLocalOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

type ParsedSettings = z.infer<typeof settingsSchema>;

/** The code channels that have no real transport, whose codes go to the dev outbox. */
function channelsWithoutTransport(settings: ParsedSettings): ('email' | 'whatsapp')[] {
  return [
    ...(settings.SMTP_URL ? [] : (['email'] as const)),
    ...(settings.WHATSAPP_TOKEN && settings.WHATSAPP_PHONE_NUMBER_ID ? [] : (['whatsapp'] as const)),
  ];
}

/**
 * Where the server listens (decision 0075): HOST when set; otherwise loopback only while anyone
 * who reaches the server could read codes in the dev outbox, every interface when not.
 */
function listenHost(settings: ParsedSettings, devOutbox: boolean): string {
  if (settings.HOST) return settings.HOST;
  return devOutbox && channelsWithoutTransport(settings).length > 0 ? 'localhost' : '0.0.0.0';
}

/**
 * The start-up warning of a server that listens beyond this machine while codes go to the dev
 * outbox (HOST set explicitly): anyone on the network can read them and take accounts over.
 */
export function networkOutboxWarning(settings: Settings): string | undefined {
  const channels = settings.devOutbox ? channelsWithoutTransport(settings) : [];
  if (channels.length === 0 || isLoopbackHost(settings.host)) return undefined;
  return (
    `CODES READABLE FROM THE NETWORK: HOST=${settings.host} and ${channels.join(' and ')} codes go to the ` +
    `dev outbox, so anyone who reaches this server can read every verification and password-reset code ` +
    `and take accounts over. Leave HOST unset to listen on this machine only, or configure SMTP_URL and ` +
    `WHATSAPP_TOKEN with WHATSAPP_PHONE_NUMBER_ID.`
  );
}

/**
 * The mark of a value the operator has still to replace in deploy/academy.env.example
 * (`CHANGE-ME`, `CHANGE-ME-32-RANDOM-CHARACTERS-OR-MORE`, `postgres://academy:CHANGE-ME@…`).
 */
export const examplePlaceholder = 'CHANGE-ME';

/**
 * Different characters a public origin's MEDIA_SIGNING_SECRET has at least: 32 random bytes in
 * base64 or hex have far more (64 hex digits miss 7 of the 16 with odds below one in a billion),
 * `aaaa…` or `1234…1234` fewer.
 */
const minimumSecretVariety = 10;

/**
 * One line per setting that still holds the example file's placeholder: the example's secrets are
 * public (anyone who read the repository could sign a media address with its MEDIA_SIGNING_SECRET).
 */
function placeholderProblems(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(
      ([name, value]) => name in settingsSchema.shape && value?.toUpperCase().includes(examplePlaceholder),
    )
    .map(
      ([name]) =>
        `${name}: still holds the placeholder of deploy/academy.env.example (${examplePlaceholder}…): set the real value`,
    )
    .sort();
}

/**
 * Settings a public deployment must not go without (api-contract "Operational calls"): a real
 * transport for each code channel (or DEV_OUTBOX=true, saying the outbox is wanted), its own
 * media signing key, and no demo seeded with the published passwords (api-contract "Operations").
 * Answers one line per missing or refused setting.
 */
function missingForPublicOrigin(settings: ParsedSettings, env: Record<string, string | undefined>): string[] {
  const problems = placeholderProblems(env);
  if (!settings.DEV_OUTBOX) {
    const channels = channelsWithoutTransport(settings);
    if (channels.includes('email')) {
      problems.push(
        'SMTP_URL: required when APP_ORIGIN is public, or e-mail codes would land in the readable dev outbox (or set DEV_OUTBOX=true)',
      );
    }
    if (channels.includes('whatsapp')) {
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
  } else if (new Set(settings.MEDIA_SIGNING_SECRET).size < minimumSecretVariety) {
    problems.push(
      `MEDIA_SIGNING_SECRET: not random (fewer than ${minimumSecretVariety} different characters): use \`openssl rand -base64 48\``,
    );
  }
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
    if (!settings[name]) {
      problems.push(
        `${name}: required when APP_ORIGIN is public (Web Push; \`npx web-push generate-vapid-keys\` makes a pair, the subject is a mailto: or https: address)`,
      );
    }
  }
  if (settings.SEED_DEMO === true && !settings.DEMO_PUBLIC) {
    problems.push(
      'SEED_DEMO=true: the demo accounts’ passwords are published in the README, so a public APP_ORIGIN seeds the demo only with DEMO_PUBLIC=true (its passwords are then generated and printed once); leave SEED_DEMO unset for no demo',
    );
  }
  return problems;
}

export function loadSettings(
  env: Record<string, string | undefined> = process.env,
  cwd: string = env.INIT_CWD ?? process.cwd(),
): Settings {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    // A placeholder may fail the schema first (too short, not a URL): still named as one.
    const appOrigin = z.string().url().safeParse(given.APP_ORIGIN);
    if (appOrigin.success && !isLocalOrigin(appOrigin.data)) problems.push(...placeholderProblems(given));
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const data = parsed.data;
  const appOrigin = data.APP_ORIGIN ?? `http://localhost:${data.PORT}`;
  const local = isLocalOrigin(appOrigin);
  const missing = local ? [] : missingForPublicOrigin(data, given);
  if (missing.length > 0) {
    throw new Error(`Settings the public origin ${appOrigin} needs:\n  ${missing.join('\n  ')}`);
  }
  const devOutbox = local || data.DEV_OUTBOX;
  return {
    ...data,
    SEED_DEMO: data.SEED_DEMO ?? (local || data.DEMO_PUBLIC),
    API_DOCS: data.API_DOCS ?? (local || data.NODE_ENV !== 'production'),
    demoPasswords: local && !data.DEMO_PUBLIC ? 'published' : 'generated',
    host: listenHost(data, devOutbox),
    dataDir: path.resolve(cwd, data.DATA_DIR),
    appOrigin,
    devOutbox,
    mediaSigningSecret: data.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    vapid: vapidKeysOf(data),
    mediaDir: path.resolve(cwd, data.MEDIA_DIR ?? path.join(data.DATA_DIR, 'media')),
    backupDir: data.BACKUP_DIR === undefined ? undefined : path.resolve(cwd, data.BACKUP_DIR),
    s3Store: s3StoreOf(data),
  };
}

function s3StoreOf(data: z.infer<typeof settingsSchema>): S3StoreSettings | undefined {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId } = data;
  const secretAccessKey = data.S3_SECRET_ACCESS_KEY;
  if (data.MEDIA_STORAGE !== 's3' || !bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return {
    endpoint: data.S3_ENDPOINT,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: data.S3_FORCE_PATH_STYLE,
  };
}

/** The database the settings name: PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR. */
export function databaseTarget(settings: Settings): DatabaseTarget {
  return settings.DATABASE_URL
    ? { kind: 'postgres', url: settings.DATABASE_URL, poolSize: settings.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: settings.dataDir };
}
