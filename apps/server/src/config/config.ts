import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { API_PORT, type Institution } from '@capstone/contracts';
import { DEFAULT_POOL_MAX } from '../db/pool-sizes';
import { envText, refuse } from './env-schema';
import { institutionSchema } from './institution-config';
import { signInSchema, type SignInSettings } from './sign-in-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(API_PORT),
  HOST: envText().default('0.0.0.0'),
  DATA_DIR: envText().min(1).default('./data'),
  DATABASE_URL: envText()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_MAX),
  JWT_SECRET: envText().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: envText()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: envText().default('Capstone <no-reply@capstone.local>'),
  MAIL_OUTBOX: z.literal('on', 'must be on, or unset').optional(),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PUBLIC_URL: envText().pipe(z.url()).optional(),
  WEB_ORIGIN: envText().pipe(z.url()).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  RESPONSE_CACHE_MB: z.coerce
    .number()
    .int()
    .min(0, 'must be a whole number of megabytes, 0 to turn it off')
    .max(4096)
    .default(64),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: envText()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count or a comma-separated list of addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  // Shown on `/privacy` in a sentence, so shorter than the general cap.
  PRIVACY_OPERATOR: envText().max(200).optional(),
  PRIVACY_CONTACT: envText().max(200).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The query pool's size on PostgreSQL; the other connections follow (db/pool-sizes.ts). */
  databasePoolMax: number;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * How long a process holds an outbox mail it is sending; when it dies mid-send, another
   * process (or its own restart on PostgreSQL) sends the mail once this has run out.
   */
  mailLeaseMs: number;
  publicUrl: string;
  webOrigin: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Memory for answers of repeated reads (plugins/response-cache.ts); 0 turns it off. */
  responseCacheMb: number;
  isProduction: boolean;
  /** The proxies whose `X-Forwarded-For` is believed; by default none, in production too. */
  trustProxy: TrustProxy;
  /** `/api/docs`: always outside production, in production only with `API_DOCS=on`. */
  apiDocs: boolean;
  /** The university's email domains, id rule and time zone (`UNI_*`, `TIME_ZONE`). */
  institution: Institution;
  /** SSO, `SSO_ONLY`, `STAFF_SIGNUP` and the LTI platforms (`OIDC_*`, `LTI_PLATFORMS`). */
  signIn: SignInSettings;
  /** Days after archiving when an offering's personal data is due for deletion. */
  retentionDays: number;
  /** Who runs this installation and how to reach them, for `/privacy` */
  privacy: { operator: string | undefined; contact: string | undefined };
}

/** Keeps a generated secret in the data directory so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * What production cannot run without, though development can: each process generating its own
 * secret signs tokens the others refuse, links in emails would point at localhost, and without
 * SMTP emails would only ever be files. Every gap is named at once.
 */
const productionSchema = envSchema
  .pick({
    NODE_ENV: true,
    DATABASE_URL: true,
    JWT_SECRET: true,
    PUBLIC_URL: true,
    SMTP_URL: true,
    MAIL_OUTBOX: true,
  })
  .extend({ STAFF_SIGNUP: envText().optional() })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV !== 'production') return;
    if (e.DATABASE_URL && !e.JWT_SECRET) {
      refuse(
        ctx,
        'JWT_SECRET',
        'required in production with DATABASE_URL (the same on every process)',
      );
    }
    // A secret of few symbols (32 × "a") is guessed long before its length helps.
    if (e.JWT_SECRET && new Set(e.JWT_SECRET).size < MIN_SECRET_SYMBOLS) {
      refuse(
        ctx,
        'JWT_SECRET',
        `needs at least ${MIN_SECRET_SYMBOLS} different characters in production ` +
          '(generate one with `openssl rand -base64 48`)',
      );
    }
    if (!e.PUBLIC_URL)
      refuse(ctx, 'PUBLIC_URL', 'required in production (the base of links in emails)');
    else if (!isSecureOrLocal(e.PUBLIC_URL)) {
      refuse(
        ctx,
        'PUBLIC_URL',
        'must start with https:// in production (http:// only for localhost)',
      );
    }
    if (!e.SMTP_URL && !e.MAIL_OUTBOX) {
      refuse(
        ctx,
        'SMTP_URL',
        'required in production, or MAIL_OUTBOX=on to keep emails as local files',
      );
    }
    // Who may become staff is a decision, not a default that lets anyone in.
    if (!e.STAFF_SIGNUP) {
      refuse(
        ctx,
        'STAFF_SIGNUP',
        'required in production (open, allowlist or sso; see the README)',
      );
    }
  });

const MIN_SECRET_SYMBOLS = 16;

/** `https://`, or `http://` on this machine itself (a production build tried out locally). */
function isSecureOrLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
}

/** A configuration the server cannot start with; the message names every variable at fault. */
export class ConfigError extends Error {}

/** An empty variable means "unset", as a shell `FOO=` would suggest. */
const dropEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/**
 * The one way a variable is refused: `schema` parses the environment, and each fault becomes a
 * line `VARIABLE: reason` of one `ConfigError`.
 */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(dropEmpty(env));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Parses the environment once; a bad or missing value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // In steps, each once the one before holds: the later checks build on the earlier values.
  const e = parseEnv(envSchema, env);
  parseEnv(productionSchema, env);
  const institution = parseEnv(institutionSchema, env);
  const signIn = parseEnv(signInSchema(e.NODE_ENV === 'production'), env);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
    publicUrl,
    webOrigin: (e.WEB_ORIGIN ?? publicUrl).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    responseCacheMb: e.RESPONSE_CACHE_MB,
    isProduction: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY ?? false,
    apiDocs: e.NODE_ENV !== 'production' || e.API_DOCS === 'on',
    institution,
    signIn,
    retentionDays: e.RETENTION_DAYS,
    privacy: { operator: e.PRIVACY_OPERATOR, contact: e.PRIVACY_CONTACT },
  };
}

/**
 * The database settings alone, for `npm run migrate`: it sends no email and signs no token, so
 * it neither needs the production settings nor creates a JWT secret.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnv(envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }), env);
  return { dataDir: path.resolve(e.DATA_DIR), databaseUrl: e.DATABASE_URL };
}
