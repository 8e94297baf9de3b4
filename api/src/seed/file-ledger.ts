import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { forEachLimit } from './concurrency';

const DELETE_CONCURRENCY = 16;

/**
 * The files a seed run stored, split by whether the rows pointing at them are committed,
 * so a failure can remove exactly the files no committed row refers to.
 */
export class FileLedger {
  private readonly pending = new Set<string>();
  private readonly committed: string[] = [];

  constructor(
    private readonly storage: FileStorage,
    private readonly log?: Logger,
  ) {}

  /** Call before writing: a write that fails half-way is still cleaned up. */
  track(key: string): void {
    this.pending.add(key);
  }

  /** The rows for these files are committed. */
  commit(keys: Iterable<string>): void {
    for (const key of keys) {
      if (this.pending.delete(key)) this.committed.push(key);
    }
  }

  /** Every tracked file's row is committed. */
  commitAll(): void {
    this.commit([...this.pending]);
  }

  get size(): number {
    return this.pending.size + this.committed.length;
  }

  /** Files without committed rows. */
  async removePending(): Promise<void> {
    await removeFiles(this.storage, [...this.pending], this.log);
    this.pending.clear();
  }

  /** Every file, once the committed rows are gone too. */
  async removeAll(): Promise<void> {
    await this.removePending();
    await removeFiles(this.storage, this.committed, this.log);
    this.committed.length = 0;
  }
}

/** Best effort: a file we cannot remove is logged, never allowed to hide the original error. */
export async function removeFiles(storage: FileStorage, keys: readonly string[], log?: Logger): Promise<void> {
  let failed = 0;
  await forEachLimit(keys, DELETE_CONCURRENCY, async (key) => {
    await storage.delete(key).catch(() => {
      failed++;
    });
  });
  if (failed) log?.warn({ failed }, 'seed: some files could not be removed');
}
