import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';

/** Niceness of document work (0 is normal, 19 the lowest priority). */
const BACKGROUND_NICENESS = 10;

/**
 * A child process for document work (text extraction, page images, OCR) that yields the CPU to
 * request handling: an upload's processing costs about a second of CPU, and at normal priority
 * it competed with every visitor's request on a two-core machine (the mixed-load benchmark's
 * tail). The priority is set right after the fork, before Node starts its threads, which inherit it.
 */
export function forkBackground(file: string, execArgv: string[]): ChildProcess {
  const child = fork(file, [], { execArgv, stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'json' });
  if (child.pid !== undefined) {
    try {
      os.setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // not permitted here (some containers): it still runs, at normal priority
    }
  }
  return child;
}
