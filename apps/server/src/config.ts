import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope';

/** What `createApp` needs; everything else of the environment stays in `main.ts`. */
export interface AppConfig {
  /** Key of the `encryptedData` envelope (the same one the site is built with). */
  envelopeKey: string;
  /** Largest accepted upload body in bytes (`UPLOAD_LIMIT_BYTES`). */
  uploadLimitBytes: number;
  /** Largest accepted JSON body in bytes. */
  jsonLimitBytes: number;
  /** Origins allowed by CORS (`CORS_ORIGINS`, comma separated); empty means same-origin only. */
  corsOrigins: string[];
  /** Lifetime of a login token in milliseconds (`TOKEN_TTL_DAYS`, 14 days by default). */
  tokenTtlMs: number;
  /** Login attempts allowed per IP and e-mail within `rateWindowMs` (`LOGIN_RATE_LIMIT`). */
  loginRateLimit: number;
  /** Sign-ups (and other account writes) allowed per IP within `rateWindowMs` (`SIGNUP_RATE_LIMIT`). */
  signupRateLimit: number;
  /** Fixed window of the account rate limits in milliseconds (`RATE_WINDOW_SECONDS`). */
  rateWindowMs: number;
  /** The clock of sessions and rate limits; tests inject one. */
  now: () => Date;
  /** SMTP server of account mail (`SMTP_URL`, e.g. smtp://user:pass@host:587); null: outbox. */
  smtpUrl: string | null;
  /** Sender of account mail (`MAIL_FROM`). */
  mailFrom: string;
  /** Where account mail is written as .eml files without SMTP (`DATA_DIR/outbox`); null: nowhere. */
  mailOutboxDir: string | null;
  /** Where profile images are stored (`DATA_DIR/profile-images`); null: a temporary folder. */
  profileImageDir: string | null;
  /** Largest accepted profile image in bytes (`PROFILE_IMAGE_LIMIT_BYTES`, 5 MB by default). */
  profileImageLimitBytes: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  /** `file:<path>` (relative to the working directory) or `postgres://user:pass@host/db`. */
  databaseUrl: string;
  /** Most PostgreSQL connections of this process (`DATABASE_POOL_SIZE`, 10 by default). */
  databasePoolSize: number;
  /** Absolute data directory (`DATA_DIR`). */
  dataDir: string;
  /** Absolute folder of the built site, served on the same port. */
  siteDir: string;
  usesDevelopmentKey: boolean;
  /** Worker threads that run analyses (`ANALYSIS_WORKERS`); the machine's parallelism by default. */
  analysisWorkers: number;
}

export const DEFAULT_UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
export const DEFAULT_JSON_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_PROFILE_IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_TOKEN_TTL_DAYS = 14;
export const DEFAULT_LOGIN_RATE_LIMIT = 10;
export const DEFAULT_SIGNUP_RATE_LIMIT = 20;
export const DEFAULT_RATE_WINDOW_SECONDS = 15 * 60;

export const defaultAppConfig: AppConfig = {
  envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
  uploadLimitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
  jsonLimitBytes: DEFAULT_JSON_LIMIT_BYTES,
  corsOrigins: [],
  tokenTtlMs: DEFAULT_TOKEN_TTL_DAYS * DAY_MS,
  loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
  signupRateLimit: DEFAULT_SIGNUP_RATE_LIMIT,
  rateWindowMs: DEFAULT_RATE_WINDOW_SECONDS * 1000,
  now: () => new Date(),
  smtpUrl: null,
  mailFrom: 'no-reply@localhost',
  mailOutboxDir: null,
  profileImageDir: null,
  profileImageLimitBytes: DEFAULT_PROFILE_IMAGE_LIMIT_BYTES,
};

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${text}"`);
  }
  return value;
}

/**
 * Reads the environment of ARCHITECTURE.md. Relative paths are taken from `cwd`:
 * `DATA_DIR` defaults to `./data`; without `DATABASE_URL` the database is
 * `DATA_DIR/app.sqlite` (that is `file:./data/app.sqlite`); a relative
 * `DATABASE_URL` file path is relative to `cwd`, not to `DATA_DIR`.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
  siteDir: string = resolve(import.meta.dirname, '../../site/dist'),
): ServerConfig {
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || './data');
  const envelopeKey = env.ENVELOPE_KEY?.trim() || '';
  return {
    // PORT=0 picks a free port (the start-up line prints it).
    port: integer('PORT', env.PORT, 3000, 0),
    databaseUrl: env.DATABASE_URL?.trim() || `file:${resolve(dataDir, 'app.sqlite')}`,
    databasePoolSize: integer('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1),
    dataDir,
    siteDir: env.SITE_DIR?.trim() ? resolve(cwd, env.SITE_DIR.trim()) : siteDir,
    envelopeKey: envelopeKey || DEVELOPMENT_ENVELOPE_KEY,
    usesDevelopmentKey: envelopeKey === '' || envelopeKey === DEVELOPMENT_ENVELOPE_KEY,
    uploadLimitBytes: integer(
      'UPLOAD_LIMIT_BYTES',
      env.UPLOAD_LIMIT_BYTES,
      DEFAULT_UPLOAD_LIMIT_BYTES,
      1,
    ),
    jsonLimitBytes: DEFAULT_JSON_LIMIT_BYTES,
    analysisWorkers: integer('ANALYSIS_WORKERS', env.ANALYSIS_WORKERS, availableParallelism(), 1),
    tokenTtlMs: integer('TOKEN_TTL_DAYS', env.TOKEN_TTL_DAYS, DEFAULT_TOKEN_TTL_DAYS, 1) * DAY_MS,
    loginRateLimit: integer('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, DEFAULT_LOGIN_RATE_LIMIT, 1),
    signupRateLimit: integer(
      'SIGNUP_RATE_LIMIT',
      env.SIGNUP_RATE_LIMIT,
      DEFAULT_SIGNUP_RATE_LIMIT,
      1,
    ),
    rateWindowMs:
      integer('RATE_WINDOW_SECONDS', env.RATE_WINDOW_SECONDS, DEFAULT_RATE_WINDOW_SECONDS, 1) *
      1000,
    now: defaultAppConfig.now,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || defaultAppConfig.mailFrom,
    mailOutboxDir: resolve(dataDir, 'outbox'),
    profileImageDir: resolve(dataDir, 'profile-images'),
    profileImageLimitBytes: integer(
      'PROFILE_IMAGE_LIMIT_BYTES',
      env.PROFILE_IMAGE_LIMIT_BYTES,
      DEFAULT_PROFILE_IMAGE_LIMIT_BYTES,
      1,
    ),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
  };
}
