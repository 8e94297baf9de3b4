import type { DataSource } from 'typeorm';
import { randomToken, sha256 } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import { deleteExpiredSessions, deleteSession, deleteSessionsOf, insertSession, viewerOfSession } from '../data/session.data';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Server-side sessions: the cookie holds a random id, the table holds its hash. */
export class SessionService {
  constructor(private readonly ds: DataSource) {}

  /** A new session id for the user (a fresh one at every sign-in: no fixation). */
  async create(userId: string): Promise<string> {
    const id = randomToken();
    await insertSession(this.ds, sha256(id), userId, SESSION_TTL_MS);
    return id;
  }

  /** The account behind a session id, read live so role changes apply on the next request. */
  async resolve(id: string): Promise<Viewer | null> {
    return (await viewerOfSession(this.ds, sha256(id))) ?? null;
  }

  async destroy(id: string): Promise<void> {
    await deleteSession(this.ds, sha256(id));
  }

  async destroyAllFor(userId: string): Promise<void> {
    await deleteSessionsOf(this.ds, userId);
  }

  async purgeExpired(): Promise<void> {
    await deleteExpiredSessions(this.ds);
  }
}
