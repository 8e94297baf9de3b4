import os from 'node:os';
import path from 'node:path';
import { backupSettings, type BackupSettings } from './backup/settings';

/** Every environment variable the api reads, parsed and validated once at start. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means: start the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the built web app lives; served as static files with an SPA fallback. */
  webDist: string;
  /** Public origin used in absolute links (OAuth callbacks, share links, meta tags). */
  publicUrl: string;
  logLevel: string;
  /** Load the demo dataset when the database is empty. */
  seedDemo: boolean;
  /** Demo notes (newest first) given page images in the background after the demo dataset is loaded: all by default, none in tests. */
  demoPreviewNotes: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  dbPoolMax: number;
  /**
   * Processes that serve requests on the port (node:cluster workers). Production default: one per
   * core, at most 4 (each has its own pool of dbPoolMax connections); elsewhere 1, no cluster.
   */
  webConcurrency: number;
  uploadMaxBytes: number;
  /** OFFICE_CONVERTER: LibreOffice's soffice for faithful Office previews (`soffice` on the PATH by default), or `off`. */
  officeConverter: string;
  /** Google sign-in; undefined unless both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleConfig | undefined;
  /** Where uploaded files live: the local disk under dataDir (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * GraphQL introspection and "Did you mean" suggestions: 'signed-in' (production default:
   * visitors get neither, any signed-in session or API token gets both), or on/off for everyone.
   */
  graphqlIntrospection: 'on' | 'off' | 'signed-in';
  /** A request body that stops arriving for this long is dropped (408). */
  bodyIdleTimeoutMs: number;
  /**
   * Seconds a visitor's GraphQL query answer is shared with other visitors (graphql/visitor-cache.ts);
   * 0 turns it off. Production default 5, elsewhere 0 (tests and development see every write at once).
   */
  graphqlVisitorCacheSeconds: number;
  /**
   * Other origins (scheme://host[:port]) whose pages may call the api with the session cookie:
   * a frontend deployed on its own origin. Empty: same-origin only.
   */
  corsOrigins: string[];
  /** Open reports that hide a note or comment from the public until an admin decides; 0 never hides. */
  reportHideThreshold: number;
  /** API traffic budgets in points per hour (docs/api.md "Rate limits"): per API token, and per address for anonymous scripts; 0 turns one off. */
  apiPoints: { perToken: number; perAnonymousAddress: number };
  /**
   * Outgoing mail (password reset links): an SMTP URL for nodemailer, e.g.
   * smtps://user:pass@smtp.example.com:465. Unset: development and tests print the link in the
   * server log; production has no password reset (the web app says so).
   */
  smtpUrl: string | undefined;
  /** The From of the mail the app sends. */
  mailFrom: string;
  /**
   * Prometheus metrics (docs/operations.md): `/metrics` on the main port answers a bearer token
   * equal to METRICS_TOKEN (404 when unset); METRICS_PORT serves them without a token on
   * 127.0.0.1 only, for a scraper on the same machine. METRICS_ENABLED=false collects nothing.
   */
  metrics: { enabled: boolean; token: string | undefined; port: number | undefined };
  /** BACKUP_DIR, BACKUP_SCHEDULE, BACKUP_KEEP: where backups go, and the optional scheduled one (docs/operations.md). */
  backup: BackupSettings;
}

export interface StorageConfig {
  driver: 'local' | 's3';
  /** Set exactly when driver is 's3'. */
  s3?: S3Config;
}

export interface S3Config {
  /** Unset means AWS S3 itself; set it for MinIO, R2, Ceph and other S3-compatible services. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both unset means the AWS SDK's default credential chain (env, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  jwksUrl: string;
  /** Accepted `iss` values of Google ID tokens. */
  issuers: string[];
}

const repoRoot = path.resolve(__dirname, '..', '..');
/** DEMO_PREVIEW_NOTES=all: no limit. */
const ALL = Number.MAX_SAFE_INTEGER;

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function url(name: string, value: string | undefined, fallback: string): string {
  const raw = value || fallback;
  try {
    return new URL(raw).toString();
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function googleConfig(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return undefined;
  const issuers = (env.GOOGLE_ISSUERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    clientId,
    clientSecret,
    authorizationUrl: url('GOOGLE_AUTH_URL', env.GOOGLE_AUTH_URL, 'https://accounts.google.com/o/oauth2/v2/auth'),
    tokenUrl: url('GOOGLE_TOKEN_URL', env.GOOGLE_TOKEN_URL, 'https://oauth2.googleapis.com/token'),
    userInfoUrl: url('GOOGLE_USERINFO_URL', env.GOOGLE_USERINFO_URL, 'https://openidconnect.googleapis.com/v1/userinfo'),
    jwksUrl: url('GOOGLE_JWKS_URL', env.GOOGLE_JWKS_URL, 'https://www.googleapis.com/oauth2/v3/certs'),
    issuers: issuers.length ? issuers : ['accounts.google.com', 'https://accounts.google.com'],
  };
}

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = (env.STORAGE_DRIVER || 'local').trim().toLowerCase();
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, got "${env.STORAGE_DRIVER}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
  const endpoint = env.S3_ENDPOINT?.trim() ? url('S3_ENDPOINT', env.S3_ENDPOINT.trim(), '').replace(/\/$/, '') : undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${env.S3_ENDPOINT}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset for the AWS default credentials)');
  }
  return {
    driver,
    s3: {
      endpoint,
      region: env.S3_REGION?.trim() || 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      // Self-hosted S3-compatible servers rarely have per-bucket DNS names.
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    },
  };
}

/** CORS_ORIGINS: comma-separated exact origins; a path, wildcard or other scheme is a mistake worth stopping for. */
function origins(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [
    ...new Set(
      list.map((raw) => {
        let parsed: URL;
        try {
          parsed = new URL(raw);
        } catch {
          throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com, got "${raw}"`);
        }
        if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || raw.includes('*')) {
          throw new Error(`CORS_ORIGINS entries are exact http(s) origins (scheme://host[:port], no path or wildcard), got "${raw}"`);
        }
        return parsed.origin;
      }),
    ),
  ];
}

function smtpUrl(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${parsed.protocol}//..."`);
  return raw;
}

function introspectionSetting(value: string | undefined, nodeEnv: Config['env']): Config['graphqlIntrospection'] {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return nodeEnv === 'production' ? 'signed-in' : 'on';
  if (v === 'signed-in') return 'signed-in';
  return bool('GRAPHQL_INTROSPECTION', v, true) ? 'on' : 'off';
}

function metricsConfig(env: NodeJS.ProcessEnv): Config['metrics'] {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  // A token is a password: a short one can be guessed by whoever reaches the port.
  if (token && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 24`)');
  const port = env.METRICS_PORT ? int('METRICS_PORT', env.METRICS_PORT, 0) : undefined;
  if (port !== undefined && (port < 1 || port > 65535)) throw new Error(`METRICS_PORT must be a port number (1-65535), got "${env.METRICS_PORT}"`);
  return { enabled: bool('METRICS_ENABLED', env.METRICS_ENABLED, true), token, port };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int('PORT', env.PORT, 4000);
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web', 'dist')),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    seedDemo: bool('SEED_DEMO', env.SEED_DEMO, nodeEnv !== 'test'),
    demoPreviewNotes:
      (env.DEMO_PREVIEW_NOTES ?? '').trim().toLowerCase() === 'all' ? ALL : int('DEMO_PREVIEW_NOTES', env.DEMO_PREVIEW_NOTES, nodeEnv === 'test' ? 0 : ALL),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    dbPoolMax: int('DB_POOL_MAX', env.DB_POOL_MAX, 10),
    webConcurrency: Math.max(1, int('WEB_CONCURRENCY', env.WEB_CONCURRENCY, nodeEnv === 'production' ? Math.min(os.availableParallelism(), 4) : 1)),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    officeConverter: env.OFFICE_CONVERTER?.trim() || 'soffice',
    google: googleConfig(env),
    storage: storageConfig(env),
    graphqlIntrospection: introspectionSetting(env.GRAPHQL_INTROSPECTION, nodeEnv),
    bodyIdleTimeoutMs: int('BODY_IDLE_TIMEOUT_MS', env.BODY_IDLE_TIMEOUT_MS, 30_000),
    graphqlVisitorCacheSeconds: int('GRAPHQL_VISITOR_CACHE_SECONDS', env.GRAPHQL_VISITOR_CACHE_SECONDS, nodeEnv === 'production' ? 5 : 0),
    corsOrigins: origins(env.CORS_ORIGINS),
    reportHideThreshold: int('REPORT_HIDE_THRESHOLD', env.REPORT_HIDE_THRESHOLD, 3),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || `CampusNotes <no-reply@${URL.canParse(env.PUBLIC_URL ?? '') ? new URL(env.PUBLIC_URL!).hostname : 'localhost'}>`,
    metrics: metricsConfig(env),
    backup: backupSettings(env),
    apiPoints: {
      perToken: int('API_TOKEN_POINTS_PER_HOUR', env.API_TOKEN_POINTS_PER_HOUR, 5000),
      perAnonymousAddress: int('API_ANONYMOUS_POINTS_PER_HOUR', env.API_ANONYMOUS_POINTS_PER_HOUR, 1000),
    },
  };
}
