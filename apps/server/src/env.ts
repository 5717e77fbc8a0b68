// Environment, validated once at start-up: a bad value stops the process with a clear message.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_DEMO: flag,
    // Server processes on this machine sharing PORT (node:cluster); more than one needs PostgreSQL and Redis.
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    APP_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AUTH_SECRET: z
      .string()
      .min(32)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('FitCover <no-reply@fitcover.es>'),
    SUPPORT_EMAIL: z.string().email().default('soporte@fitcover.es'),
    CONTACT_EMAIL: z.string().email().default('hola@fitcover.es'),
    PRIVACY_EMAIL: z.string().email().default('privacidad@fitcover.es'),
    GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
    NOMINATIM_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
    MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    GOOGLE_CLIENT_ID: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    GOOGLE_CLIENT_SECRET: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Tests only: another OpenID Connect issuer standing in for Google (a local provider).
    GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
    SOCIAL_INSTAGRAM_URL: z.string().url().optional(),
    SOCIAL_FACEBOOK_URL: z.string().url().optional(),
    SOCIAL_LINKEDIN_URL: z.string().url().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    // Another Stripe API base (e.g. a local recording server in tests); Stripe's own by default.
    STRIPE_API_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The platform's legal details printed on invoices (DECISIONS §9).
    PLATFORM_LEGAL_NAME: z.string().min(1).default('FitCover'),
    PLATFORM_NIF: z.string().default(''),
    PLATFORM_ADDRESS: z.string().min(1).default('Barcelona, España'),
    // Which peers may tell the client's address (X-Forwarded-For/-Proto/-Host): a hop count or a
    // list of addresses/CIDRs. Unset: nobody, the socket's address is the client's.
    TRUST_PROXY: z.string().optional(),
    // Web Push (ADR 0017): the VAPID key pair, base64url as `web-push generate-vapid-keys` prints
    // it; without them one pair is generated once and stored in the database.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'debe ser la clave pública VAPID en base64url (65 bytes)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'debe ser la clave privada VAPID en base64url (32 bytes)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Who runs this server, for push services: mailto: or https:. Default: mailto:SUPPORT_EMAIL.
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'debe empezar por mailto: o https://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Lets push endpoints point at loopback or private addresses (tests, a push service on the
    // local network). Off by default: the server would otherwise POST wherever a user says.
    PUSH_ALLOW_PRIVATE_ENDPOINTS: flag,
    // Threads that encrypt pushes (0: in the main thread); default one less than the cores, at most 4.
    PUSH_ENCRYPTION_THREADS: z.coerce.number().int().min(0).max(16).optional(),
    REDIS_URL: z.string().optional(),
    // Prefix of every Redis key this deployment writes (rate-limit counters), so several
    // deployments can share one Redis.
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
      .default('fitcover'),
    // Bearer token for GET /api/metrics; without it only a direct loopback request may read them.
    METRICS_TOKEN: z
      .string()
      .min(16)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Outbox folder for e-mails when SMTP_URL is unset (default DATA_DIR/mail): several
    // instances of a demo may share one.
    MAIL_OUTBOX_DIR: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    // How long a process may reuse an offer-search result page while nothing changed (ADR 0010); 0 turns it off.
    SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    // Registers /api/testing/* (factories for end-to-end tests). Never set in production.
    ENABLE_TEST_ROUTES: flag,
  })
  .superRefine((env, ctx) => {
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'WORKERS mayor que 1 necesita DATABASE_URL: la base de datos integrada solo admite un proceso',
      });
    }
    if (env.WORKERS > 1 && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message:
          'WORKERS mayor que 1 necesita REDIS_URL, para que los límites de peticiones cuenten en todos los procesos',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: define las dos o ninguna',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_WEBHOOK_SECRET es obligatorio cuando STRIPE_SECRET_KEY está definido',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  mailOutboxDir: string;
  appUrl: string;
  secureCookies: boolean;
  trustProxy: TrustProxy;
  webDist: string;
  /** Google sign-in is offered only with both keys (DECISIONS §1). */
  googleSignIn: boolean;
  vapidSubject: string;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (!trustProxy.ok) throw new Error(`Configuración no válida:\n  TRUST_PROXY: ${trustProxy.message}`);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    mailOutboxDir: path.resolve(repoRoot, env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'mail')),
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    trustProxy: trustProxy.value,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
  };
}
