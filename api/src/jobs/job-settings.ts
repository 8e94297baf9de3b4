import { INDEX_MAX_CHARS, INDEX_MAX_PAGES } from '../files/text-chunks';

/**
 * The job queue's environment variables. Parsed here rather than in config.ts because only the
 * queue reads them; like config.ts, a bad value stops the start with a clear message.
 */
export interface JobSettings {
  /** Jobs of each kind one api process runs at once (JOB_CONCURRENCY). */
  concurrency: number;
  /** Seconds before a failed job's first retry, doubled each time (JOB_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /** Longest a note's processing may take, OCR included (JOB_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** Bounds of a long document's full-text index (TEXT_INDEX_MAX_PAGES, TEXT_INDEX_MAX_CHARS): past either, the note is "partly indexed". */
  indexMaxPages: number;
  indexMaxChars: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function jobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  return {
    concurrency: integer(env, 'JOB_CONCURRENCY', 1, 1, 16),
    retryDelaySeconds: integer(env, 'JOB_RETRY_DELAY_SECONDS', 10, 1, 3600),
    timeoutSeconds: integer(env, 'JOB_TIMEOUT_SECONDS', 300, 10, 3600),
    indexMaxPages: integer(env, 'TEXT_INDEX_MAX_PAGES', INDEX_MAX_PAGES, 1, 100_000),
    indexMaxChars: integer(env, 'TEXT_INDEX_MAX_CHARS', INDEX_MAX_CHARS, 1000, 200_000_000),
  };
}
