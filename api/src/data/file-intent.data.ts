import type { SqlRunner } from './sql-runner';

/**
 * The file_intents ledger (see migration 1763870000000-file-intents) and the reads of every
 * stored file a row points to. storage/stored-files.ts holds the rules; these are its statements.
 */

/** Notes keys about to be written, owned by `owner` (this process). */
export async function insertFileIntents(db: SqlRunner, keys: readonly string[], owner: string): Promise<void> {
  await db.query(`INSERT INTO file_intents (key, owner) SELECT unnest($1::text[]), $2 ON CONFLICT (key) DO NOTHING`, [keys, owner]);
}

/** Notes keys to be removed after the commit, owned by `owner` from now (a key noted before is taken over). */
export async function renewFileIntents(tx: SqlRunner, keys: readonly string[], owner: string): Promise<void> {
  await tx.query(
    `INSERT INTO file_intents (key, owner) SELECT unnest($1::text[]), $2 ON CONFLICT (key) DO UPDATE SET owner = EXCLUDED.owner, created_at = now()`,
    [keys, owner],
  );
}

/** Strikes keys off (a row points to them now, or they were removed). */
export async function deleteFileIntents(db: SqlRunner, keys: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM file_intents WHERE key = ANY($1::text[])`, [keys]);
}

/** The same as deleteFileIntents, in the statement's older spelling (no cast), which the sweep and removals send. */
export async function clearFileIntents(db: SqlRunner, keys: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM file_intents WHERE key = ANY($1)`, [keys]);
}

/** Whether no backup holds `lockKey` (a shared advisory lock taken for the transaction when free). */
export async function backupLockFree(db: SqlRunner, lockKey: number): Promise<boolean> {
  const [{ free }]: { free: boolean }[] = await db.query(`SELECT pg_try_advisory_xact_lock_shared($1) AS free`, [lockKey]);
  return free;
}

export interface FileIntentRow {
  key: string;
  owner: string;
  /** A note points to the key (its document, a page image or a photo). */
  referenced: boolean;
  /** Noted more than an hour ago. */
  old: boolean;
}

/** The oldest 1000 intents, each with whether a note points to its key. */
export function oldestFileIntents(db: SqlRunner): Promise<FileIntentRow[]> {
  return db.query(
    `SELECT i.key, i.owner, EXISTS (SELECT 1 FROM notes n WHERE n.file_key = i.key OR n.preview_keys @> ARRAY[i.key] OR n.photo_keys @> ARRAY[i.key]) AS referenced, i.created_at < now() - interval '1 hour' AS old
         FROM file_intents i ORDER BY i.created_at LIMIT 1000`,
  );
}

/** Every storage key a row points to: each note's document, photos and page images, and avatars. */
export async function referencedFileKeyRows(manager: { query(sql: string): Promise<unknown> }): Promise<{ key: string; preview: boolean }[]> {
  const rows = (await manager.query(
    // Photos of pages wait as files of their own until their PDF is made; avatars are files too.
    `SELECT file_key AS key, false AS preview FROM notes WHERE file_key IS NOT NULL
     UNION SELECT unnest(photo_keys), false FROM notes WHERE cardinality(photo_keys) > 0
     UNION SELECT avatar_key, false FROM users WHERE avatar_key IS NOT NULL
     UNION SELECT unnest(preview_keys), true FROM notes WHERE cardinality(preview_keys) > 0`,
  )) as { rows?: { key: string; preview: boolean }[] } | { key: string; preview: boolean }[];
  return Array.isArray(rows) ? rows : (rows.rows ?? []);
}
