import path from 'node:path';
import { z } from 'zod';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const booleanLike = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: http://localhost:$PORT, so a server moved to another port links to itself. */
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().startsWith('postgres').optional(),
    /** How long a query waits for a PostgreSQL connection before the request answers 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    PGLITE_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
    CONTENT_DIR: z.string().default(path.join(repoRoot, 'content')),
    WEB_BUILD_DIR: z.string().default(path.join(repoRoot, 'apps/web/build')),
    COUNTRY_HEADER: z.string().toLowerCase().default('cf-ipcountry'),
    TRUST_PROXY: booleanLike.default(false),
    CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
    SERVE_WEB: booleanLike.optional(),
    /** How long a page rendered for guests is served again from memory (per URL, country, language and consent); 0 turns it off. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /** Signs access and one-time tokens; when unset, a random secret is generated once and kept in the database. */
    SESSION_SECRET: z.string().min(32).optional(),
    /** Signs the payment provider's webhooks (HMAC-SHA256); when unset, generated once and kept in the database. */
    PSP_WEBHOOK_SECRET: z.string().min(32).optional(),
    /** Signs the studio's seamless-wallet calls (HMAC-SHA256); when unset, generated once and kept in the database. */
    STUDIO_WALLET_SECRET: z.string().min(32).optional(),
    /** The platform's address for the studio's wallet calls over HTTP; unset, they stay in this process. */
    STUDIO_PLATFORM_URL: z.url().optional(),
    /** The studio's public address, where launch URLs point (a provider's launch URL is absolute); unset, PUBLIC_URL. */
    STUDIO_PUBLIC_URL: z.url().optional(),
    /**
     * Sites of other origins that may frame the studio's games (space-separated origins), such as a
     * client served from its own host; the site itself (and PUBLIC_URL's origin) always may.
     */
    STUDIO_FRAME_ANCESTORS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(/\s+/).filter(Boolean))
      .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
    /** Crash rhythm: how long bets are taken, the pause after a crash, the multiplier's growth per ms. */
    STUDIO_CRASH_BETTING_MS: z.coerce.number().int().positive().optional(),
    STUDIO_CRASH_PAUSE_MS: z.coerce.number().int().positive().optional(),
    STUDIO_CRASH_GROWTH_PER_MS: z.coerce.number().positive().max(0.01).optional(),
    /** Time between two sportsbook kick-offs (default a minute; e2e shortens it). */
    STUDIO_SPORTSBOOK_INTERVAL_MS: z.coerce.number().int().min(1000).optional(),
    /** Responsible game design rules of a regulator (RTS 14): `ukgc` or none. */
    JURISDICTION: z.enum(['none', 'ukgc']).default('none'),
    /**
     * End-to-end tests only: a reality-check interval of this many seconds is offered besides the
     * regulated ones (15 minutes and up), so a journey sees the check interrupt play. Never in production use.
     */
    REALITY_CHECK_TEST_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(600).optional(),
    TURNOVER_MULTIPLIER: z.coerce.number().min(0).max(100).optional(),
    SESSION_IDLE_DAYS: z.coerce.number().int().positive().default(30),
    /** How long after its expiry an access token can still be refreshed; past it the player signs in again. */
    SESSION_REFRESH_HOURS: z.coerce.number().int().positive().default(24),
    REGISTRATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
    OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(5),
    PASSWORD_RESETS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Lucky Harbor <no-reply@localhost>'),
    /** The dev outbox page (/api/dev/outbox) for the operator; default on in development, refused in production. */
    OUTBOX_PAGE: booleanLike.optional(),
    /** The operator's key (32+ characters); unset, generated once, kept in the database and in OPERATOR_KEY_FILE. */
    OPERATOR_KEY: z.string().min(32).optional(),
    /** Where a generated operator key is written (mode 0600) for operator commands; default .data/operator-key. */
    OPERATOR_KEY_FILE: z.string().min(1).optional(),
    /** Back-office sessions end this long after their last use (decision 0037). */
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** ... and this long after the sign-in, however busy. */
    STAFF_SESSION_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24)
      .default(12),
    /** How long a staff enrolment link stays valid. */
    STAFF_INVITE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(72),
    /** The running server that operator commands call; default http://127.0.0.1:$PORT. */
    OPERATOR_URL: z.url().optional(),
    /**
     * The built-in sandbox PSP: default on while PUBLIC_URL is a loopback address (the player settles
     * its own test payments), off at a public address; `true` there turns it on with only the operator
     * settling, `operator` asks for that on loopback too (the end-to-end journeys), `false` turns it off.
     */
    PAYMENT_SANDBOX: z
      .enum(['true', 'false', '1', '0', 'operator'])
      .transform((value) => (value === 'operator' ? value : value === 'true' || value === '1'))
      .optional(),
    /** Where uploaded identity documents are kept (outside the web root); default .data/documents. */
    DOCUMENTS_DIR: z.string().min(1).default(path.join(repoRoot, '.data/documents')),
    /** Where staff's uploaded banner images are kept (outside the web root, served by /api/banner-images); default .data/banner-images. */
    BANNER_IMAGES_DIR: z.string().min(1).default(path.join(repoRoot, '.data/banner-images')),
    /** Where live chat images are kept (outside the web root, served only to a conversation's parties); default .data/chat-attachments. */
    CHAT_ATTACHMENTS_DIR: z.string().min(1).default(path.join(repoRoot, '.data/chat-attachments')),
    /** Chat messages one visitor may send per minute, and one IP address (all its visitors). */
    CHAT_SEND_PER_MINUTE: z.coerce.number().int().positive().default(20),
    CHAT_SEND_PER_MINUTE_PER_IP: z.coerce.number().int().positive().default(60),
    /** Lifetime withdrawals (base currency, decimal) a player may make before verifying their identity. */
    KYC_WITHDRAWAL_THRESHOLD: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a decimal amount in the base currency')
      .default('2000'),
    /** Signs the built-in verification provider's callbacks; when unset, generated once and kept in the database. */
    KYC_WEBHOOK_SECRET: z.string().min(32).optional(),
    /** Sumsub: with the app token and secret key set, identity verification goes to Sumsub instead of the built-in provider. */
    SUMSUB_APP_TOKEN: z.string().min(1).optional(),
    SUMSUB_SECRET_KEY: z.string().min(1).optional(),
    /** The secret of Sumsub's webhooks (X-Payload-Digest). */
    SUMSUB_WEBHOOK_SECRET: z.string().min(1).optional(),
    SUMSUB_LEVEL_NAME: z.string().min(1).default('basic-kyc-level'),
    SUMSUB_BASE_URL: z.url().default('https://api.sumsub.com'),
    /** JSON list of OpenID Connect providers for social sign-in (see .env.example). */
    SOCIAL_PROVIDERS: z.string().optional(),
    TELEGRAM_BOT_NAME: z.string().optional(),
    TELEGRAM_BOT_TOKEN: z.string().optional(),
    /** Realtime across nodes: publications and online counts go through Redis pub/sub when set. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Prefix of the Redis keys and channels, to share one Redis between deployments. */
    REDIS_PREFIX: z.string().min(1).default('casino'),
    /** A real Centrifugo instead of the built-in gateway: its HTTP API address and key, and its token secret. */
    CENTRIFUGO_API_URL: z.url().optional(),
    CENTRIFUGO_API_KEY: z.string().min(1).optional(),
    CENTRIFUGO_TOKEN_SECRET: z.string().min(16).optional(),
    /** The built-in gateway pings every connection this often; one that does not answer in time is dropped. */
    REALTIME_PING_SECONDS: z.coerce.number().positive().default(25),
    REALTIME_PONG_TIMEOUT_SECONDS: z.coerce.number().positive().default(8),
    /** How often global:online gets the count of connections. */
    REALTIME_ONLINE_SECONDS: z.coerce.number().positive().default(5),
    /** How often the outbox dispatcher looks for domain events to deliver. */
    EVENTS_POLL_MS: z.coerce.number().int().positive().default(500),
    /** Whether this process runs due jobs; default on, off under NODE_ENV=test (tests call app.jobs.runDue). */
    JOBS_WORKERS: booleanLike.optional(),
    /** How often each job's worker looks for due jobs (pg-boss takes 0.5 s at least). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.OUTBOX_PAGE)
      context.addIssue({
        code: 'custom',
        path: ['OUTBOX_PAGE'],
        message:
          'must be off in production (read the outbox with `npm run outbox --workspace @casino/server`)',
      });
    if (env.SUMSUB_APP_TOKEN && (!env.SUMSUB_SECRET_KEY || !env.SUMSUB_WEBHOOK_SECRET))
      context.addIssue({
        code: 'custom',
        path: ['SUMSUB_APP_TOKEN'],
        message: 'needs SUMSUB_SECRET_KEY and SUMSUB_WEBHOOK_SECRET too',
      });
    if (env.CENTRIFUGO_API_URL && (!env.CENTRIFUGO_API_KEY || !env.CENTRIFUGO_TOKEN_SECRET))
      context.addIssue({
        code: 'custom',
        path: ['CENTRIFUGO_API_URL'],
        message: 'needs CENTRIFUGO_API_KEY and CENTRIFUGO_TOKEN_SECRET too',
      });
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return { ...env, PUBLIC_URL: publicUrl, STUDIO_PUBLIC_URL: env.STUDIO_PUBLIC_URL ?? publicUrl };
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at boot; a bad value stops the process with a readable message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
