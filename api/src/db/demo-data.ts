import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { seedDemoDataIfEmpty } from '../seed/seed';
import type { FileStorage } from '../storage';

/**
 * First start on an empty database: load the demo dataset and print how to sign in.
 * Later starts find data and do nothing, so restarts keep whatever users changed. True when it loaded.
 */
export async function loadDemoDataIfEmpty(ds: DataSource, storage: FileStorage, config: Config, log: Logger): Promise<boolean> {
  const started = Date.now();
  // Checks emptiness under a lock held for the whole run: two replicas starting together seed once.
  const result = await seedDemoDataIfEmpty(ds, storage, {
    log,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (!result) return false;
  log.info({ users: result.users, notes: result.notes, ms: Date.now() - started }, 'demo dataset loaded');
  const lines = [
    '',
    'Demo accounts (shown once, on the first start):',
    // A password given through ADMIN_PASSWORD is the operator's secret: never echoed.
    `  admin:   ${result.admin.email}  ${result.admin.password && !config.adminPassword ? `password: ${result.admin.password}` : '(password from ADMIN_PASSWORD)'}`,
    `  student: ${result.student.email}  password: ${result.student.password}`,
    '',
  ];
  // Printed on stdout on purpose: the newcomer running `npm start` needs to read it.
  process.stdout.write(`${lines.join('\n')}\n`);
  return true;
}
