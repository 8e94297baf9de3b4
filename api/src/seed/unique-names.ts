import type { QueryRunner } from 'typeorm';
import { USERNAME_MAX } from '../domain/constants';
import type { UserRow } from './columns';
import { DEMO_EMAIL_DOMAIN } from './plan-users';
import type { Random } from './random';

const MAX_ROUNDS = 5;

/**
 * Renames planned users whose username or demo email is already in the database (an
 * --append run after an earlier seed draws the same names from the same seed), so the bulk
 * insert does not trip the unique indexes on lower(username) and lower(email).
 */
export async function avoidTakenNames(runner: QueryRunner, rows: UserRow[], rng: Random): Promise<void> {
  const inRun = new Set(rows.map((r) => r.username.toLowerCase()));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const taken: Array<{ name: string }> = await runner.query(
      `SELECT lower(username) AS name FROM users WHERE lower(username) = ANY($1::text[])
       UNION
       SELECT split_part(lower(email), '@', 1) FROM users WHERE lower(email) = ANY($2::text[])`,
      [rows.map((r) => r.username.toLowerCase()), rows.filter(isDemoEmail).map((r) => r.email.toLowerCase())],
    );
    if (taken.length === 0) return;
    const clash = new Set(taken.map((t) => t.name));
    for (const row of rows) {
      if (!clash.has(row.username.toLowerCase())) continue;
      const demoEmail = isDemoEmail(row);
      let name: string;
      do {
        name = `${row.username.slice(0, USERNAME_MAX - 6)}_${rng.int(10, 99999)}`;
      } while (inRun.has(name.toLowerCase()));
      inRun.add(name.toLowerCase());
      row.username = name;
      if (demoEmail) row.email = `${name}@${DEMO_EMAIL_DOMAIN}`;
    }
  }
  throw new Error('could not find free usernames for the demo users');
}

function isDemoEmail(row: UserRow): boolean {
  return row.email.toLowerCase() === `${row.username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;
}
