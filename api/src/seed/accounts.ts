import { randomInt } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { hashPassword } from '../auth/passwords';
import { PASSWORD_MIN } from '../domain/constants';
import type { UserRow } from './columns';

/** The two accounts a person can sign in with after seeding; demo authors cannot. */
export interface SeedAccount {
  email: string;
  /** Present when this run created the account (generated or given); never read back from the database. */
  password?: string;
  /** False when an account with this email already existed and was left untouched. */
  created: boolean;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@campusnotes.local';
export const STUDENT_EMAIL = 'student@campusnotes.local';

// No look-alike characters (0/O, 1/l/I): these passwords get read off a terminal and typed.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

function checkPassword(password: string, source: string): string {
  if (password.length < PASSWORD_MIN) throw new Error(`${source} must be at least ${PASSWORD_MIN} characters`);
  return password;
}

export interface AccountRequest {
  email: string;
  username: string;
  role: 'user' | 'admin';
  /** Used as given; generated when absent. */
  password?: string;
  passwordSource: string;
}

/**
 * Rows for the sign-in accounts that do not exist yet (by case-insensitive email) and what to
 * tell the operator about each. Only these two passwords are hashed: argon2 is deliberately slow.
 */
export async function planAccounts(
  runner: QueryRunner,
  requests: readonly AccountRequest[],
  createdAt: Date,
  newId: () => string,
): Promise<{ rows: UserRow[]; accounts: SeedAccount[] }> {
  const existing: Array<{ email: string }> = await runner.query('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])', [
    requests.map((r) => r.email.toLowerCase()),
  ]);
  const taken = new Set(existing.map((e) => e.email));
  const rows: UserRow[] = [];
  const accounts: SeedAccount[] = [];
  for (const request of requests) {
    if (taken.has(request.email.toLowerCase())) {
      accounts.push({ email: request.email, created: false });
      continue;
    }
    const password = request.password !== undefined ? checkPassword(request.password, request.passwordSource) : generatePassword();
    rows.push({
      id: newId(),
      username: request.username,
      email: request.email,
      passwordHash: await hashPassword(password),
      role: request.role,
      createdAt,
    });
    accounts.push({ email: request.email, password, created: true });
  }
  return { rows, accounts };
}
