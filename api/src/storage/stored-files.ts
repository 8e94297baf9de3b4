import type { DataSource, EntityManager } from 'typeorm';
import { PROCESS_OWNER } from '../files/process-owner';
import type { Logger } from '../logger';
import type { FileStorage } from './file-storage';

/**
 * The file-intents ledger (see migration 1763870000000-file-intents) for every stored file a
 * note owns: its document and its page images. A key is noted before it is written and struck
 * off by the transaction that makes a row point to it; a key a row stops pointing to is noted in
 * that transaction and removed after the commit. The sweep removes what a dead process left.
 */

/** Notes keys about to be written (before the storage write). */
export async function noteIntents(manager: DataSource | EntityManager, keys: readonly string[]): Promise<void> {
  if (keys.length) await manager.query(`INSERT INTO file_intents (key, owner) SELECT unnest($1::text[]), $2 ON CONFLICT (key) DO NOTHING`, [keys, PROCESS_OWNER]);
}

/** In the committing transaction: `stored` keys are now referenced, `released` ones are to be removed. */
export async function settleIntents(tx: EntityManager, stored: readonly string[], released: readonly string[]): Promise<void> {
  if (stored.length) await tx.query(`DELETE FROM file_intents WHERE key = ANY($1::text[])`, [stored]);
  const toRemove = released.filter((key) => !stored.includes(key));
  if (toRemove.length) {
    await tx.query(
      `INSERT INTO file_intents (key, owner) SELECT unnest($1::text[]), $2 ON CONFLICT (key) DO UPDATE SET owner = EXCLUDED.owner, created_at = now()`,
      [toRemove, PROCESS_OWNER],
    );
  }
}

/** Deletes stored files no row points to, then their intents (left in place if a delete fails, for the sweep). */
export async function removeStoredFiles(ds: DataSource, storage: FileStorage, log: Logger, keys: readonly string[]): Promise<void> {
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
  if (done.length) await ds.query(`DELETE FROM file_intents WHERE key = ANY($1)`, [done]).catch((err: unknown) => log.warn({ err }, 'could not clear file intents'));
}
