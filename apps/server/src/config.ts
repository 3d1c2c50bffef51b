import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@tonggye/api/envelope-key';
import {
  defaultInterpreterConfig,
  loadInterpreterConfig,
  type InterpreterConfig,
} from './interpretation/llm';
import type { SocialProvider } from './db/schema';
import { siteIdleTimeoutFrom } from './site';
import { loadStoreConfig, type StoreConfig } from './store/config';

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
  /**
   * Proxies (load balancer, reverse proxy) between the visitors and this server (`TRUST_PROXY`,
   * a number of hops; 0 by default): the client address is read from X-Forwarded-For past them,
   * and HSTS is sent when they say the visitor came over HTTPS.
   */
  trustProxy: number;
  /**
   * Origins the site's pages may call besides their own (the CSP's connect-src): the IP
   * look-up of the landing language (`IPINFO_URL`).
   */
  siteConnectSources: string[];
  /** Lifetime of a login token in milliseconds (`TOKEN_TTL_DAYS`, 14 days by default). */
  tokenTtlMs: number;
  /**
   * A login token unused this long ends (sliding): the site's idle logout, `SITE_IDLE_TIMEOUT_MS`
   * when the server sets it for the pages it serves, else the site's default hour.
   */
  sessionIdleMs: number;
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
  /**
   * Where an older version kept profile images (`DATA_DIR/profile-images`), moved into the object
   * store at the first start; null: none.
   */
  profileImageDir: string | null;
  /** Largest accepted profile image in bytes (`PROFILE_IMAGE_LIMIT_BYTES`, 5 MB by default). */
  profileImageLimitBytes: number;
  /** Where uploaded data files are kept as sent (`DATA_DIR/datasets`); null: a temporary folder. */
  datasetFileDir: string | null;
  /** Where images of board posts are stored (`DATA_DIR/board-images`); null: a temporary folder. */
  boardImageDir: string | null;
  /**
   * An S3-compatible store for datasets' files and tables
   * (`STORAGE_URL=s3://BUCKET/PREFIX?endpoint=URL&forcePathStyle=true&region=REGION`);
   * null: the local `datasetFileDir`.
   */
  storageUrl: string | null;
  /**
   * Bytes of decoded tables the analysis workers keep between requests (`DATASET_CACHE_MB`,
   * 1024 by default), shared out among them; also the most a single uploaded table may take
   * decoded (a larger one is refused before it is stored).
   */
  datasetCacheBytes: number;
  /**
   * Days a guest's datasets and analyses are kept after their last change
   * (`GUEST_DATA_MAX_AGE_DAYS`, 30 by default; 0 keeps them for ever). Members' data is never purged.
   */
  guestDataMaxAgeDays: number;
  /** Largest accepted board post image in bytes (`BOARD_IMAGE_LIMIT_BYTES`, 5 MB by default). */
  boardImageLimitBytes: number;
  /** Who writes interpretations (`INTERPRETER`, `LLM_*`): the built-in writer or an LLM on top. */
  interpreter: InterpreterConfig;
  /** Social sign-in (Kakao, Naver, Google); a provider without a client id is off. */
  social: SocialConfig;
  /** The store's fees, bank account and card payment (`store/config.ts`; `loadStoreConfig`). */
  store: StoreConfig;
}

/** One social provider: its client and the endpoints it is reached at (overridable for tests). */
export interface SocialProviderConfig {
  clientId: string;
  /** Null only for Kakao, whose client secret is optional (off in the Kakao console). */
  clientSecret: string | null;
  /** Where the browser is sent to sign in (`*_AUTH_URL`). */
  authUrl: string;
  /** The token endpoint the code is exchanged at (`*_TOKEN_URL`). */
  tokenUrl: string;
  /** The profile: Kakao `/v2/user/me`, Naver `/v1/nid/me`, Google's OpenID userinfo. */
  profileUrl: string;
  /**
   * Where a client-supplied access token's audience is checked: Kakao
   * `/v1/user/access_token_info` (only with `appId`), Google `tokeninfo`; null for Naver.
   */
  tokenInfoUrl: string | null;
  /** Kakao's numeric app id (`KAKAO_APP_ID`), compared with a client-supplied token's `app_id`. */
  appId: string | null;
}

export interface SocialConfig {
  /** The site's origin (`SOCIAL_REDIRECT_BASE`); the redirect URI is `${base}/auth/${provider}`. */
  redirectBase: string | null;
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>;
  /** How long one call to a provider may take. */
  timeoutMs: number;
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

/** Decoded tables kept by the analysis workers of one process, in MB (`DATASET_CACHE_MB`). */
export const DEFAULT_DATASET_CACHE_MB = 1024;
export const DEFAULT_UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
export const DEFAULT_JSON_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_PROFILE_IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_GUEST_DATA_MAX_AGE_DAYS = 30;
export const DEFAULT_TOKEN_TTL_DAYS = 14;
/** The site's idle logout (`IDLE_LOGOUT_MS` of the session machine): an hour. */
export const DEFAULT_SESSION_IDLE_MS = 60 * 60 * 1000;
export const DEFAULT_LOGIN_RATE_LIMIT = 10;
export const DEFAULT_SIGNUP_RATE_LIMIT = 20;
export const DEFAULT_RATE_WINDOW_SECONDS = 15 * 60;

export const defaultAppConfig: AppConfig = {
  envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
  uploadLimitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
  jsonLimitBytes: DEFAULT_JSON_LIMIT_BYTES,
  corsOrigins: [],
  trustProxy: 0,
  siteConnectSources: ['https://ipinfo.io'],
  tokenTtlMs: DEFAULT_TOKEN_TTL_DAYS * DAY_MS,
  sessionIdleMs: DEFAULT_SESSION_IDLE_MS,
  loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
  signupRateLimit: DEFAULT_SIGNUP_RATE_LIMIT,
  rateWindowMs: DEFAULT_RATE_WINDOW_SECONDS * 1000,
  now: () => new Date(),
  smtpUrl: null,
  mailFrom: 'no-reply@localhost',
  mailOutboxDir: null,
  profileImageDir: null,
  profileImageLimitBytes: DEFAULT_PROFILE_IMAGE_LIMIT_BYTES,
  datasetFileDir: null,
  boardImageDir: null,
  storageUrl: null,
  datasetCacheBytes: DEFAULT_DATASET_CACHE_MB * 1024 * 1024,
  boardImageLimitBytes: DEFAULT_PROFILE_IMAGE_LIMIT_BYTES,
  guestDataMaxAgeDays: DEFAULT_GUEST_DATA_MAX_AGE_DAYS,
  interpreter: defaultInterpreterConfig,
  social: { redirectBase: null, providers: {}, timeoutMs: 10_000 },
  // The store's defaults: card payment off, the default fees and bank account.
  store: loadStoreConfig({}),
};

/** The providers' real endpoints; each can be replaced through the environment (tests use doubles). */
const SOCIAL_DEFAULTS = {
  kakao: {
    AUTH_URL: 'https://kauth.kakao.com/oauth/authorize',
    TOKEN_URL: 'https://kauth.kakao.com/oauth/token',
    API_URL: 'https://kapi.kakao.com',
  },
  naver: {
    AUTH_URL: 'https://nid.naver.com/oauth2.0/authorize',
    TOKEN_URL: 'https://nid.naver.com/oauth2.0/token',
    API_URL: 'https://openapi.naver.com',
  },
  google: {
    AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
    TOKEN_URL: 'https://oauth2.googleapis.com/token',
    USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
    TOKENINFO_URL: 'https://oauth2.googleapis.com/tokeninfo',
  },
} as const;

function httpUrl(name: string, text: string | undefined, fallback: string): string {
  const value = text?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/**
 * Social sign-in from the environment: `KAKAO_CLIENT_ID`/`_SECRET`, `NAVER_…`, `GOOGLE_…`,
 * `SOCIAL_REDIRECT_BASE`, and the endpoint overrides (`KAKAO_AUTH_URL`, `KAKAO_TOKEN_URL`,
 * `KAKAO_API_URL`, `NAVER_AUTH_URL`, `NAVER_TOKEN_URL`, `NAVER_API_URL`, `GOOGLE_AUTH_URL`,
 * `GOOGLE_TOKEN_URL`, `GOOGLE_USERINFO_URL`, `GOOGLE_TOKENINFO_URL`). A provider without a
 * client id stays off; half a configuration (a Naver or Google id without its secret, a
 * client id without `SOCIAL_REDIRECT_BASE`) stops the start with a clear message.
 */
export function loadSocialConfig(env: Record<string, string | undefined>): SocialConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const providers: SocialConfig['providers'] = {};
  const kakaoId = value('KAKAO_CLIENT_ID');
  if (kakaoId !== null) {
    const d = SOCIAL_DEFAULTS.kakao;
    const api = httpUrl('KAKAO_API_URL', env.KAKAO_API_URL, d.API_URL);
    const appId = value('KAKAO_APP_ID');
    providers.kakao = {
      clientId: kakaoId,
      clientSecret: value('KAKAO_CLIENT_SECRET'),
      authUrl: httpUrl('KAKAO_AUTH_URL', env.KAKAO_AUTH_URL, d.AUTH_URL),
      tokenUrl: httpUrl('KAKAO_TOKEN_URL', env.KAKAO_TOKEN_URL, d.TOKEN_URL),
      profileUrl: `${api}/v2/user/me`,
      tokenInfoUrl: appId === null ? null : `${api}/v1/user/access_token_info`,
      appId,
    };
  }
  for (const name of ['naver', 'google'] as const) {
    const prefix = name.toUpperCase();
    const clientId = value(`${prefix}_CLIENT_ID`);
    if (clientId === null) continue;
    const clientSecret = value(`${prefix}_CLIENT_SECRET`);
    if (clientSecret === null)
      throw new Error(`${prefix}_CLIENT_SECRET is required when ${prefix}_CLIENT_ID is set`);
    const authUrl = httpUrl(
      `${prefix}_AUTH_URL`,
      env[`${prefix}_AUTH_URL`],
      SOCIAL_DEFAULTS[name].AUTH_URL,
    );
    const tokenUrl = httpUrl(
      `${prefix}_TOKEN_URL`,
      env[`${prefix}_TOKEN_URL`],
      SOCIAL_DEFAULTS[name].TOKEN_URL,
    );
    providers[name] =
      name === 'naver'
        ? {
            clientId,
            clientSecret,
            authUrl,
            tokenUrl,
            profileUrl: `${httpUrl('NAVER_API_URL', env.NAVER_API_URL, SOCIAL_DEFAULTS.naver.API_URL)}/v1/nid/me`,
            tokenInfoUrl: null,
            appId: null,
          }
        : {
            clientId,
            clientSecret,
            authUrl,
            tokenUrl,
            profileUrl: httpUrl(
              'GOOGLE_USERINFO_URL',
              env.GOOGLE_USERINFO_URL,
              SOCIAL_DEFAULTS.google.USERINFO_URL,
            ),
            tokenInfoUrl: httpUrl(
              'GOOGLE_TOKENINFO_URL',
              env.GOOGLE_TOKENINFO_URL,
              SOCIAL_DEFAULTS.google.TOKENINFO_URL,
            ),
            appId: null,
          };
  }
  const base = value('SOCIAL_REDIRECT_BASE');
  if (base === null && Object.keys(providers).length > 0)
    throw new Error(
      'SOCIAL_REDIRECT_BASE (the site origin, e.g. https://example.com) is required when a social client id is set',
    );
  return {
    redirectBase: base === null ? null : httpUrl('SOCIAL_REDIRECT_BASE', base, base),
    providers,
    timeoutMs: defaultAppConfig.social.timeoutMs,
  };
}

/** The origin of a URL, as a CSP source; none for an empty or unreadable one. */
function originsOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

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
    // Read as the pages' idle logout is (`site.ts`): an unusable value keeps the default.
    sessionIdleMs: siteIdleTimeoutFrom(env.SITE_IDLE_TIMEOUT_MS) ?? DEFAULT_SESSION_IDLE_MS,
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
    datasetFileDir: resolve(dataDir, 'datasets'),
    boardImageDir: resolve(dataDir, 'board-images'),
    storageUrl: env.STORAGE_URL?.trim() || null,
    datasetCacheBytes:
      integer('DATASET_CACHE_MB', env.DATASET_CACHE_MB, DEFAULT_DATASET_CACHE_MB, 16) * 1024 * 1024,
    boardImageLimitBytes: integer(
      'BOARD_IMAGE_LIMIT_BYTES',
      env.BOARD_IMAGE_LIMIT_BYTES,
      DEFAULT_PROFILE_IMAGE_LIMIT_BYTES,
      1,
    ),
    guestDataMaxAgeDays: integer(
      'GUEST_DATA_MAX_AGE_DAYS',
      env.GUEST_DATA_MAX_AGE_DAYS,
      DEFAULT_GUEST_DATA_MAX_AGE_DAYS,
      0,
    ),
    social: loadSocialConfig(env),
    interpreter: loadInterpreterConfig(env),
    store: loadStoreConfig(env),
    trustProxy: integer('TRUST_PROXY', env.TRUST_PROXY, 0, 0),
    siteConnectSources: originsOf(env.IPINFO_URL?.trim() || 'https://ipinfo.io/json'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
  };
}
