import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openAppDatabase } from '../db/bootstrap';
import { createLogger, type Logger } from '../logger';
import { clearAllData } from '../seed/reset';
import { type SeedAccount, type SeedResult, seedDemoData, seedDemoDataIfEmpty } from '../seed/seed';
import { createStorage } from '../storage';

const USAGE = `Usage: npm run seed -- [--notes N] [--users N] [--reset | --append] [--seed N]

Loads the CampusNotes demo dataset: demo authors, notes with real PDF, DOCX and TXT files,
comments, likes and saved notes, plus an admin and a student account you can sign in with.
By default it seeds only an empty database. From the 10,000th note on, notes mostly share
documents made for earlier notes of the same subject and unit (each note still has its own
stored file, a hard link on the local disk); from 20,000 notes the load drops the tables' keys
and indexes and rebuilds them at the end (writes to those tables wait while they are rebuilt).

  --notes N   notes to create (default 300)
  --users N   demo authors to create (default 200; at least 1 when there are notes)
  --reset     first empty users, notes, comments, likes and saved notes, and their stored files
  --append    add to the existing data
  --seed N    seed of the random generator (default: fixed, so runs are repeatable;
              with --append a fresh one, so the new notes differ from the old ones)
  -h, --help  show this help

Environment: DATA_DIR or DATABASE_URL choose the database; ADMIN_EMAIL and ADMIN_PASSWORD
set the admin account; DEMO_PASSWORD sets the student account's password.`;

const MAX_COUNT = 10_000_000;
const MAX_SEED = 2 ** 32 - 1;

interface CliOptions {
  notes: number;
  users: number;
  mode: 'if-empty' | 'reset' | 'append';
  seed?: number;
}

class UsageError extends Error {}

function wholeNumber(flag: string, value: string | undefined, fallback: number, max = MAX_COUNT): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`--${flag} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return Number(value);
}

function parseCli(argv: string[]): CliOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        notes: { type: 'string' },
        users: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        append: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const v = parsed.values;
  if (v.help) return 'help';
  if (v.reset && v.append) throw new UsageError('--reset and --append cannot be used together');
  const notes = wholeNumber('notes', v.notes, 300);
  const users = wholeNumber('users', v.users, 200);
  if (notes > 0 && users === 0) throw new UsageError('--users must be at least 1 when there are notes to upload');
  return {
    notes,
    users,
    mode: v.reset ? 'reset' : v.append ? 'append' : 'if-empty',
    seed: v.seed === undefined ? undefined : wholeNumber('seed', v.seed, 0, MAX_SEED),
  };
}

function describeAccount(label: string, account: SeedAccount, passwordFromEnv: string | undefined): string {
  if (!account.created) return `${label} ${account.email} (already existed; left unchanged)`;
  if (passwordFromEnv) return `${label} ${account.email}  password from ${passwordFromEnv}`;
  return `${label} ${account.email}  password: ${account.password}`;
}

function report(result: SeedResult, seconds: number, env: { admin?: string; student?: string }): string {
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  return [
    `Seeded in ${seconds.toFixed(1)} s: ${result.users} users, ${result.notes} notes ` +
      `(${result.files} files, ${megabytes} MB), ${result.comments} comments, ${result.likes} likes, ${result.saves} saved notes.`,
    describeAccount('Admin:  ', result.admin, env.admin),
    describeAccount('Student:', result.student, env.student),
  ].join('\n');
}

async function main(): Promise<number> {
  let cli: CliOptions | 'help';
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`seed: ${err.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (cli === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const config = loadConfig();
  const log = createLogger('info');
  const db = await openAppDatabase(config, log);
  const stop = stopOnSignals(log);
  try {
    const storage = createStorage(config);
    if (cli.mode === 'reset') await clearAllData(db.dataSource, storage, log);
    const options = {
      notes: cli.notes,
      users: cli.users,
      log,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      seed: cli.seed ?? (cli.mode === 'append' ? randomInt(2 ** 31) : undefined),
      signal: stop.signal,
    };
    const started = performance.now();
    const result = cli.mode === 'if-empty' ? await seedDemoDataIfEmpty(db.dataSource, storage, options) : await seedDemoData(db.dataSource, storage, options);
    if (!result) {
      process.stdout.write('The database already has data; nothing was seeded. Use --append to add to it or --reset to start over.\n');
      return 0;
    }
    const env = {
      admin: config.adminPassword ? 'ADMIN_PASSWORD' : undefined,
      student: process.env.DEMO_PASSWORD ? 'DEMO_PASSWORD' : undefined,
    };
    process.stdout.write(`${report(result, (performance.now() - started) / 1000, env)}\n`);
    return 0;
  } catch (err) {
    if (!stop.signal.aborted) throw err;
    process.stderr.write('seed: interrupted; what this run added was removed again (any problem doing so is logged above).\n');
    return 130;
  } finally {
    stop.dispose();
    await db.close();
  }
}

/**
 * Ctrl-C or SIGTERM stops the seed between batches so it can remove what it added (files
 * included) and stop the database cleanly; a second signal quits at once.
 */
function stopOnSignals(log: Logger): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    log.warn({ signal: name }, 'seed: stopping; removing what this run added (signal again to quit at once)');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`seed failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
