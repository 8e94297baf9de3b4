import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Frees the socket chunks of uploads soon after they are written to disk.
 *
 * Every 64 KB an upload's socket delivers is a new Buffer outside the JS heap. The Buffer
 * objects themselves are tiny, so the young generation fills slowly and V8 waits for about
 * 64 MB of external memory before it collects: five concurrent 10 MB uploads left ~30 MB of
 * spent chunks alive and raised resident memory by ~35 MB (malloc keeps the pages afterwards).
 * A young-generation collection every few megabytes received frees them while they are still
 * few; it costs about a millisecond and touches nothing else.
 */

const RECLAIM_EVERY_BYTES = 2 * 1024 * 1024;

type Gc = (options: { type: 'minor' | 'major'; execution: 'sync' | 'async' }) => void;

function loadGc(): Gc | undefined {
  const existing = (globalThis as { gc?: Gc }).gc;
  if (existing) return existing;
  try {
    // Exposes `gc` to contexts created from now on, without putting it on our own global.
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as Gc;
  } catch {
    return undefined; // a runtime without the flag: the uploads still work, just with more garbage
  }
}

let gc: Gc | undefined | null = null;
let sinceLast = 0;

/** Counts bytes of file data a stream has passed on; collects young garbage every few MB. */
export function countStreamedBytes(bytes: number): void {
  sinceLast += bytes;
  if (sinceLast < RECLAIM_EVERY_BYTES) return;
  sinceLast = 0;
  if (gc === null) gc = loadGc();
  gc?.({ type: 'minor', execution: 'sync' });
}
