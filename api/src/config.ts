import path from 'node:path';

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
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  dbPoolMax: number;
  uploadMaxBytes: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

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
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    dbPoolMax: int('DB_POOL_MAX', env.DB_POOL_MAX, 10),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
  };
}
