import { randomUUID } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { DEFAULT_ADMIN_EMAIL, planAccounts, STUDENT_EMAIL, type SeedAccount } from './accounts';
import { insertRows } from './bulk-insert';
import { USER_COLUMNS, type UserRow } from './columns';
import { type PlannedUser, planUsers } from './plan-users';
import type { Random } from './random';
import { avoidTakenNames } from './unique-names';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountOptions {
  adminEmail?: string;
  adminPassword?: string;
  studentPassword?: string;
}

export interface InsertedUsers {
  rows: UserRow[];
  authors: PlannedUser[];
  /** The student account when this run created it; it gets uploads and saved notes. */
  student?: PlannedUser;
  admin: SeedAccount;
  studentAccount: SeedAccount;
}

/**
 * The admin and student accounts (when missing) and the demo authors, in one transaction.
 * Only the two sign-in passwords are hashed: argon2 is deliberately slow.
 */
export async function insertUsers(runner: QueryRunner, options: AccountOptions, userCount: number, rng: Random, now: Date): Promise<InsertedUsers> {
  await runner.startTransaction();
  try {
    const { rows: accountRows, accounts } = await planAccounts(
      runner,
      [
        {
          email: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
          username: 'admin',
          role: 'admin',
          password: options.adminPassword,
          passwordSource: 'ADMIN_PASSWORD',
        },
        {
          email: STUDENT_EMAIL,
          username: 'demo_student',
          role: 'user',
          // Read here rather than only in the CLI so the server's first-start seed honours it too.
          password: options.studentPassword ?? (process.env.DEMO_PASSWORD || undefined),
          passwordSource: 'DEMO_PASSWORD',
        },
      ],
      new Date(now.getTime() - 600 * DAY_MS),
      randomUUID,
    );
    const authors = planUsers(rng, userCount, now, randomUUID);
    const rows: UserRow[] = [...accountRows, ...authors.map((u) => ({ ...u, passwordHash: null, role: 'user' as const }))];
    await avoidTakenNames(runner, rows, rng);
    await insertRows(runner, 'users', USER_COLUMNS, rows);
    await runner.commitTransaction();
    return {
      rows,
      authors,
      student: accountRows.find((r) => r.email === STUDENT_EMAIL),
      admin: accounts[0],
      studentAccount: accounts[1],
    };
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  }
}
