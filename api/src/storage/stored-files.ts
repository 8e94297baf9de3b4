import type { DataSource, EntityManager } from 'typeorm';
import { PROCESS_OWNER } from '../files/process-owner';
import type { Logger } from '../logger';
import type { FileStorage } from './file-storage';
import { backupLockFree, clearFileIntents, deleteFileIntents, insertFileIntents, referencedFileKeyRows, renewFileIntents } from '../data/file-intent.data';

/**
 * The file-intents ledger (see migration 1763870000000-file-intents) for every stored file a
 * note owns: its document and its page images. A key is noted before it is written and struck
 * off by the transaction that makes a row point to it; a key a row stops pointing to is noted in
 * that transaction and removed after the commit. The sweep removes what a dead process left.
 */

/** Notes keys about to be written (before the storage write). */
export async function noteIntents(manager: DataSource | EntityManager, keys: readonly string[]): Promise<void> {
  if (keys.length) await insertFileIntents(manager, keys, PROCESS_OWNER);
}

/** In the committing transaction: `stored` keys are now referenced, `released` ones are to be removed. */
export async function settleIntents(tx: EntityManager, stored: readonly string[], released: readonly string[]): Promise<void> {
  if (stored.length) await deleteFileIntents(tx, stored);
  const toRemove = released.filter((key) => !stored.includes(key));
  if (toRemove.length) await renewFileIntents(tx, toRemove, PROCESS_OWNER);
}

/**
 * Held (exclusively, on its own session) by a backup from just before its snapshot until it has
 * copied every file the snapshot points to. A file whose row went away after the snapshot must
 * still be there to be copied, so removals look at the lock first: while a backup holds it they
 * leave the files and their intents in place for the sweep. A removal that saw the lock free ran
 * after its row's deletion committed, so that row is in no later snapshot.
 */
export const BACKUP_LOCK_KEY = 4_731_020_613;

/** Every storage key a row points to: each note's document and its page images. */
export async function referencedFileKeys(manager: { query(sql: string): Promise<unknown> }): Promise<{ documents: string[]; previewImages: string[] }> {
  const list = await referencedFileKeyRows(manager);
  return { documents: list.filter((r) => !r.preview).map((r) => r.key), previewImages: list.filter((r) => r.preview).map((r) => r.key) };
}

/** Deletes stored files no row points to, then their intents (left in place if a delete fails, for the sweep). */
export async function removeStoredFiles(ds: DataSource, storage: FileStorage, log: Logger, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  if (!(await backupLockFree(ds, BACKUP_LOCK_KEY))) {
    log.info({ keys: keys.length }, 'a backup is running: stored files are kept for the sweep');
    return;
  }
  const removed = await Promise.all(
    keys.map((key) =>
      storage.delete(key).then(
        () => key,
        (err: unknown) => {
          log.error({ err, key }, 'could not remove a stored file; the sweep will retry');
          return null;
        },
      ),
    ),
  );
  const done = removed.filter((k): k is string => k !== null);
  if (done.length) await clearFileIntents(ds, done).catch((err: unknown) => log.warn({ err }, 'could not clear file intents'));
}
