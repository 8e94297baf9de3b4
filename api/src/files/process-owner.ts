import os from 'node:os';

/**
 * Who wrote a temporary file or started a file write: this machine and process. Leftovers of a
 * process that died can then be told from a live sibling's work in a shared folder or database.
 */
export const HOST = os.hostname().replace(/[^\w-]/g, '_');
export const PROCESS_OWNER = `${HOST}.${process.pid}`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True only when the owner ran on this machine and its process is gone (never for other machines). */
export function isOwnerGone(owner: string): boolean {
  const dot = owner.lastIndexOf('.');
  if (dot < 0 || owner.slice(0, dot) !== HOST) return false;
  const pid = Number(owner.slice(dot + 1));
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isAlive(pid);
}
