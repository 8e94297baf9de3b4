import { FIRST_NAMES, LAST_NAMES } from './demo-data';
import type { Random } from './random';

export interface PlannedUser {
  id: string;
  username: string;
  email: string;
  createdAt: Date;
}

/** Demo addresses live under a reserved-looking domain so they never reach a real inbox. */
export const DEMO_EMAIL_DOMAIN = 'demo.campusnotes.local';

const DAY_MS = 24 * 60 * 60 * 1000;

function candidateName(rng: Random): string {
  const first = rng.pick(FIRST_NAMES).toLowerCase();
  const last = rng.pick(LAST_NAMES).toLowerCase();
  switch (rng.int(0, 3)) {
    case 0:
      return `${first}${rng.int(1, 999)}`;
    case 1:
      return `${first}_${last}${rng.int(1, 99)}`;
    case 2:
      return `${first}.${last}`;
    default:
      return `${first}${last[0]}${rng.int(2000, 2007)}`;
  }
}

/**
 * Demo authors with unique usernames (case-insensitively, as the database requires), joined
 * over the two years before `now`.
 */
export function planUsers(rng: Random, count: number, now: Date, newId: () => string): PlannedUser[] {
  const taken = new Set<string>();
  const users: PlannedUser[] = [];
  while (users.length < count) {
    let username = candidateName(rng);
    while (taken.has(username)) username = `${username}${rng.int(0, 9)}`;
    taken.add(username);
    users.push({
      id: newId(),
      username,
      email: `${username}@${DEMO_EMAIL_DOMAIN}`,
      createdAt: new Date(now.getTime() - rng.int(30, 730) * DAY_MS - rng.int(0, DAY_MS)),
    });
  }
  return users;
}
