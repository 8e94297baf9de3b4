import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { DEFAULT_ADMIN_EMAIL, generatePassword, STUDENT_EMAIL } from '../seed/accounts';
import { seedDemoDataIfEmpty } from '../seed/seed';
import type { FileStorage } from '../storage';

/** How to sign in to the demo: emails, and passwords only when this process knows them (it just set them). */
export interface DemoSignIns {
  admin: { email: string; password?: string; passwordFromEnv?: boolean };
  student: { email: string; password?: string };
}

/**
 * First start on an empty database: load the demo dataset. Later starts find data and do
 * nothing, so restarts keep whatever users changed. The sign-ins when it loaded, else null.
 */
export async function loadDemoDataIfEmpty(ds: DataSource, storage: FileStorage, config: Config, log: Logger): Promise<DemoSignIns | null> {
  const started = Date.now();
  // Checks emptiness under a lock held for the whole run: two replicas starting together seed once.
  const result = await seedDemoDataIfEmpty(ds, storage, {
    log,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (!result) return null;
  log.info({ users: result.users, notes: result.notes, ms: Date.now() - started }, 'demo dataset loaded');
  return {
    // A password given through ADMIN_PASSWORD is the operator's secret: never echoed.
    admin: config.adminPassword ? { email: result.admin.email, passwordFromEnv: true } : { email: result.admin.email, password: result.admin.password },
    student: { email: result.student.email, password: result.student.password },
  };
}

const adminEmailOf = (config: Config) => (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();

/** The demo accounts that exist (a later start, or `npm run demo-accounts`): emails only, passwords are stored hashed. */
export async function existingDemoSignIns(ds: DataSource, config: Config): Promise<DemoSignIns | null> {
  const rows: { email: string }[] = await ds.query(`SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])`, [
    [adminEmailOf(config), STUDENT_EMAIL],
  ]);
  const found = new Set(rows.map((r) => r.email));
  if (!found.has(STUDENT_EMAIL) && !found.has(adminEmailOf(config))) return null;
  return { admin: { email: adminEmailOf(config) }, student: { email: STUDENT_EMAIL } };
}

/**
 * `npm run demo-accounts -- --reset`: fresh generated passwords for the demo admin and student
 * (accounts that exist), whose sessions then end. Null when neither exists.
 */
export async function resetDemoPasswords(ds: DataSource, config: Config): Promise<DemoSignIns | null> {
  const set = async (email: string) => {
    const password = generatePassword();
    const [rows]: [{ id: string }[], number] = await ds.query(`UPDATE users SET password_hash = $2 WHERE lower(email) = $1 RETURNING id`, [
      email,
      await hashPassword(password),
    ]);
    if (!rows.length) return undefined;
    await ds.query(`DELETE FROM sessions WHERE user_id = $1`, [rows[0].id]);
    return password;
  };
  const adminPassword = await set(adminEmailOf(config));
  const studentPassword = await set(STUDENT_EMAIL);
  if (adminPassword === undefined && studentPassword === undefined) return null;
  return { admin: { email: adminEmailOf(config), password: adminPassword }, student: { email: STUDENT_EMAIL, password: studentPassword } };
}

/**
 * The framed block a newcomer reads once the app is ready (and `npm run demo-accounts` prints):
 * it stands out from the JSON log lines around it.
 */
export function demoSignInsBlock(signIns: DemoSignIns, heading: string): string {
  const passwordOf = (account: { password?: string; passwordFromEnv?: boolean }) =>
    account.password ? `password  ${account.password}` : account.passwordFromEnv ? 'password  (ADMIN_PASSWORD)' : 'password  (shown when it was set)';
  const known = Boolean(signIns.admin.password || signIns.student.password);
  const width = Math.max(signIns.admin.email.length, signIns.student.email.length);
  const lines = [
    heading,
    '',
    'Demo sign-ins',
    `  admin    ${signIns.admin.email.padEnd(width)}  ${passwordOf(signIns.admin)}`,
    `  student  ${signIns.student.email.padEnd(width)}  ${passwordOf(signIns.student)}`,
    '',
    known ? 'Passwords are stored hashed and shown only now. Forgot them?' : 'Passwords are stored hashed, so they cannot be shown again.',
    '  npm run demo-accounts -- --reset   sets and prints new ones',
    '  npm run demo-accounts              lists the demo accounts',
  ];
  const inner = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(inner + 2);
  return ['', `┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(inner)} │`), `└${bar}┘`, ''].join('\n');
}

/** The block on stdout, after the "ready" log line: printed on purpose, the newcomer running `npm start` reads it. */
export function printDemoSignIns(signIns: DemoSignIns | null, url: string): void {
  if (signIns) process.stdout.write(`${demoSignInsBlock(signIns, `CampusNotes is ready at ${url}`)}\n`);
}
