import { resolve } from 'node:path'
import { z } from 'zod'
import { retentionDays } from '../../src/config/retention.ts'

/** The API's settings, read once from the environment at start-up. */
export interface Config {
  host: string
  port: number
  /** Absolute: the database and the CVs, outside any web root. */
  dataDir: string
  /** postgres://…: the leads are in PostgreSQL, shared by every replica; else DATA_DIR/leads.sqlite. */
  databaseUrl: string | undefined
  /** When undefined, leads are stored but nobody is notified. */
  mail: { smtpUrl: string; to: string; from: string } | undefined
  /** An extra Origin accepted besides the request's own (e.g. the public https origin). */
  siteOrigin: string | undefined
  jobsDir: string
  /** The project estimator's questions and rates (src/content/estimator.yaml), read at start-up. */
  estimatorFile: string
  /** When the company takes calls (src/content/call-hours.yaml), read at start-up. */
  callHoursFile: string
  rateLimit: { max: number; windowMs: number }
  outbox: { pollMs: number; retryBaseMs: number; leaseMs: number }
  /** The CRM hand-off: each new lead POSTed as JSON, signed with `secret` (HMAC-SHA256). */
  webhook: { url: string; secret: string } | undefined
  /** How long leads and applications are kept, in days (src/config/retention.ts). */
  retention: { contactDays: number; applicationDays: number; keptApplicationDays: number }
  /** The content manager's GitHub sign-in (routes/cms-auth.ts); undefined: it answers 404. */
  cmsGithub: CmsGithubConfig | undefined
}

export interface CmsGithubConfig {
  /** The GitHub OAuth App's client ID and secret. The secret is never logged or shown. */
  clientId: string
  clientSecret: string
  /** https://github.com, or a GitHub Enterprise Server (same OAuth paths); no trailing slash. */
  githubUrl: string
  /** The public origin: GitHub sends the marketer back to it, and the popup answers only it. */
  siteOrigin: string
}

const retiredVariable = z.optional(
  z.never({
    error:
      'is no longer read: the retention periods are set in src/config/retention.ts, which the privacy notice states (docs/leads.md, "The inbox API, retention and erasure")',
  }),
)

const count = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback)

const envSchema = z
  .object({
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65_535).default(8081),
    DATA_DIR: z.string().default('./data'),
    // The message never repeats the value: it holds the database password.
    DATABASE_URL: z.optional(
      z.url({
        protocol: /^postgres(ql)?$/,
        error: 'must be a PostgreSQL URL like postgres://user:password@host:5432/leads',
      }),
    ),
    SMTP_URL: z.optional(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    LEADS_TO: z.optional(z.string().regex(/@/, 'must be an e-mail address')),
    MAIL_FROM: z.string().default('Website <no-reply@localhost>'),
    SITE_ORIGIN: z.optional(
      z.url({ protocol: /^https?$/, error: 'must be an origin like https://www.example.com' }),
    ),
    JOBS_DIR: z.string().default('src/content/careers'),
    ESTIMATOR_FILE: z.string().default('src/content/estimator.yaml'),
    CALL_HOURS_FILE: z.string().default('src/content/call-hours.yaml'),
    RATE_LIMIT_MAX: count(5),
    RATE_LIMIT_WINDOW_MS: count(600_000),
    OUTBOX_POLL_MS: count(2000, 10),
    OUTBOX_RETRY_BASE_MS: count(30_000),
    OUTBOX_LEASE_MS: count(300_000, 1000),
    WEBHOOK_URL: z.optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ),
    // The message never repeats the value.
    WEBHOOK_SECRET: z.optional(
      z.string().min(16, 'must have at least 16 characters (e.g. `openssl rand -hex 32`)'),
    ),
    // The periods are src/config/retention.ts, which the privacy notice states: an old
    // deployment's variables are refused rather than silently disagreeing with the notice.
    RETAIN_LEADS_DAYS: retiredVariable,
    RETAIN_APPLICATIONS_DAYS: retiredVariable,
    // The messages never repeat the values.
    CMS_GITHUB_CLIENT_ID: z.optional(
      z
        .string()
        .regex(
          /^[\w.-]{1,100}$/,
          'must be the Client ID of a GitHub OAuth App (letters, digits, . _ -)',
        ),
    ),
    CMS_GITHUB_CLIENT_SECRET: z.optional(
      z
        .string()
        .regex(
          /^\S{20,200}$/,
          'must be a client secret of the GitHub OAuth App (20 characters or more, no spaces)',
        ),
    ),
    CMS_GITHUB_URL: z
      .url({
        protocol: /^https?$/,
        error:
          'must be the address of GitHub or a GitHub Enterprise Server, like https://github.com',
      })
      .default('https://github.com'),
  })
  .refine((env) => !env.SMTP_URL || env.LEADS_TO, {
    path: ['LEADS_TO'],
    message: 'is required when SMTP_URL is set (who receives the leads?)',
  })
  .refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'is required when WEBHOOK_URL is set (the CRM checks each request with it)',
  })
  // Half a GitHub sign-in would fail only when a marketer first tries it: refuse it at start-up.
  .refine((env) => !env.CMS_GITHUB_CLIENT_ID || env.CMS_GITHUB_CLIENT_SECRET, {
    path: ['CMS_GITHUB_CLIENT_SECRET'],
    message: "is required when CMS_GITHUB_CLIENT_ID is set (the GitHub OAuth App's client secret)",
  })
  .refine((env) => !env.CMS_GITHUB_CLIENT_SECRET || env.CMS_GITHUB_CLIENT_ID, {
    path: ['CMS_GITHUB_CLIENT_ID'],
    message: "is required when CMS_GITHUB_CLIENT_SECRET is set (the GitHub OAuth App's client ID)",
  })
  .refine((env) => !env.CMS_GITHUB_CLIENT_ID || !env.CMS_GITHUB_CLIENT_SECRET || env.SITE_ORIGIN, {
    path: ['SITE_ORIGIN'],
    message:
      'is required when CMS_GITHUB_CLIENT_ID is set (GitHub sends the content manager back to SITE_ORIGIN/api/cms/callback)',
  })

export class ConfigError extends Error {}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`SMTP_URL=` in a unit file) means "not set", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new ConfigError(`Invalid API configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = result.data
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mail:
      e.SMTP_URL && e.LEADS_TO
        ? { smtpUrl: e.SMTP_URL, to: e.LEADS_TO, from: e.MAIL_FROM }
        : undefined,
    siteOrigin: e.SITE_ORIGIN ? new URL(e.SITE_ORIGIN).origin : undefined,
    jobsDir: resolve(e.JOBS_DIR),
    estimatorFile: resolve(e.ESTIMATOR_FILE),
    callHoursFile: resolve(e.CALL_HOURS_FILE),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
    },
    webhook:
      e.WEBHOOK_URL && e.WEBHOOK_SECRET
        ? { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET }
        : undefined,
    retention: {
      contactDays: retentionDays.enquiry,
      applicationDays: retentionDays.application,
      keptApplicationDays: retentionDays.keptApplication,
    },
    cmsGithub:
      e.CMS_GITHUB_CLIENT_ID && e.CMS_GITHUB_CLIENT_SECRET && e.SITE_ORIGIN
        ? {
            clientId: e.CMS_GITHUB_CLIENT_ID,
            clientSecret: e.CMS_GITHUB_CLIENT_SECRET,
            githubUrl: e.CMS_GITHUB_URL.replace(/\/+$/, ''),
            siteOrigin: new URL(e.SITE_ORIGIN).origin,
          }
        : undefined,
  }
}
