// Shared by scripts/test.mjs and e2e/replicas/cluster.mjs, which both start an embedded PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL runs as `postgres` when we are root: it must be able to reach its binaries
 * (node_modules) and its data folder, so every folder above `target` gets o+x.
 */
export function ensureTraversable(target) {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    try {
      const { mode } = fs.statSync(dir);
      if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    } catch {
      /* PostgreSQL's own error will say more */
    }
    if (path.dirname(dir) === dir) return;
  }
}
