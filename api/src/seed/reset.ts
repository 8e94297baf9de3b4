import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { removeFiles } from './file-ledger';

/**
 * Empties the application tables and removes the stored files their rows pointed at (note
 * files and uploaded avatars), which would otherwise be orphans. Files go only after the
 * TRUNCATE has committed, so a failed reset leaves data and files as they were.
 */
export async function clearAllData(ds: DataSource, storage: FileStorage, log?: Logger): Promise<{ files: number }> {
  const keys = await ds.transaction(async (manager) => {
    // Lock first, so no upload can add a file between reading the keys and the TRUNCATE.
    await manager.query('LOCK TABLE users, notes IN ACCESS EXCLUSIVE MODE');
    const rows: Array<{ key: string }> = await manager.query(
      `SELECT file_key AS key FROM notes WHERE file_key IS NOT NULL
       UNION ALL
       SELECT avatar_key FROM users WHERE avatar_key IS NOT NULL`,
    );
    // Derived tables (suggestion_terms) follow through the schema's own AFTER TRUNCATE trigger;
    // the search vocabulary only ever grows, so it is emptied here.
    await manager.query('TRUNCATE users, notes, comments, likes, saved_notes, search_lexemes, search_document_words CASCADE');
    return rows.map((r) => r.key);
  });
  await removeFiles(storage, keys, log);
  log?.info({ files: keys.length }, 'reset: tables emptied, files removed');
  return { files: keys.length };
}
