import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed';
import type { FileStorage } from '../storage';

/**
 * First start on an empty database: load the demo dataset and print how to sign in.
 * Later starts find data and do nothing, so restarts keep whatever users changed.
 */
export async function loadDemoDataIfEmpty(ds: DataSource, storage: FileStorage, config: Config, log: Logger): Promise<void> {
  if (!(await isDatabaseEmpty(ds))) return;
  log.info('empty database: loading the demo dataset');
  const started = Date.now();
  const result = await seedDemoData(ds, storage, {
    log,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  log.info({ users: result.users, notes: result.notes, ms: Date.now() - started }, 'demo dataset loaded');
  const lines = [
    '',
    'Demo accounts (shown once, on the first start):',
    `  admin:   ${result.admin.email}  ${result.admin.password ? `password: ${result.admin.password}` : '(password from ADMIN_PASSWORD)'}`,
    `  student: ${result.student.email}  password: ${result.student.password}`,
    '',
  ];
  // Printed on stdout on purpose: the newcomer running `npm start` needs to read it.
  process.stdout.write(`${lines.join('\n')}\n`);
}
