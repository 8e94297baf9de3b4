import type { DataSource } from 'typeorm';
import { randomToken, sha256 } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import type { Role } from '../domain/constants';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Server-side sessions: the cookie holds a random id, the table holds its hash. */
export class SessionService {
  constructor(private readonly ds: DataSource) {}

  /** A new session id for the user (a fresh one at every sign-in: no fixation). */
  async create(userId: string): Promise<string> {
    const id = randomToken();
    await this.ds.query(`INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`, [
      sha256(id),
      userId,
      SESSION_TTL_MS,
    ]);
    return id;
  }

  /** The account behind a session id, read live so role changes apply on the next request. */
  async resolve(id: string): Promise<Viewer | null> {
    const rows: { id: string; role: Role }[] = await this.ds.query(
      `SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1 AND s.expires_at > now()`,
      [sha256(id)],
    );
    return rows[0] ?? null;
  }

  async destroy(id: string): Promise<void> {
    await this.ds.query(`DELETE FROM sessions WHERE id_hash = $1`, [sha256(id)]);
  }

  async destroyAllFor(userId: string): Promise<void> {
    await this.ds.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
  }

  async purgeExpired(): Promise<void> {
    await this.ds.query(`DELETE FROM sessions WHERE expires_at <= now()`);
  }
}
