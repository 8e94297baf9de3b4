import { setTimeout as delay } from 'node:timers/promises';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { NotificationListener } from '../db/notify';
import type { Logger } from '../logger';
import type { LiveNotification, NotificationService } from './notification.service';

/** Live connections (event streams and GraphQL sockets together) one account may keep open: tabs, devices. */
export const LIVE_CONNECTIONS_PER_USER_MAX = 5;
/** Live connections one api process keeps open in all; each is an open socket and a little memory. */
export const LIVE_CONNECTIONS_TOTAL_MAX = 2_000;
/** How long a new connection waits for the listener (the database) before it is refused. */
const LISTEN_WAIT_MS = 3_000;

/** Someone on this process who wants one account's notifications as they come. */
interface Watcher {
  userId: string;
  /** Notifications created after this (microseconds since the epoch) are still to be delivered. */
  since: number;
  deliver(unread: number, newest: LiveNotification[]): void;
}

export type Admission = { ok: true; release(): void } | { ok: false; reason: 'per-user' | 'total' | 'closed' };

export interface Watch {
  /** The unread count when watching started (after LISTEN was active, so nothing is lost in between). */
  unread: number;
  stop(): void;
}

/**
 * The one live fan-out of an api process: a single LISTEN (db/notify.ts) hears which accounts
 * got notifications on any replica, reads what is new for the accounts someone here watches,
 * and hands it to every watcher (server-sent event streams, the GraphQL subscriptions' PubSub).
 * It also counts live connections, so one account's limit holds across both transports.
 */
export class NotificationFeed {
  private readonly byUser = new Map<string, Set<Watcher>>();
  private readonly connections = new Map<string, number>();
  private total = 0;
  private closed = false;
  private readonly listener: NotificationListener;

  constructor(
    private readonly notifications: NotificationService,
    private readonly ds: DataSource,
    private readonly log: Logger,
  ) {
    this.listener = new NotificationListener(() => (ds.driver as PostgresDriver).master as Pool, log, {
      recipients: (userIds) => void this.push(userIds),
      resumed: () => void this.push([...this.byUser.keys()]),
    });
  }

  /** Reserves one live connection for the account; release it when the connection ends. */
  admit(userId: string): Admission {
    if (this.closed) return { ok: false, reason: 'closed' };
    if ((this.connections.get(userId) ?? 0) >= LIVE_CONNECTIONS_PER_USER_MAX) return { ok: false, reason: 'per-user' };
    if (this.total >= LIVE_CONNECTIONS_TOTAL_MAX) return { ok: false, reason: 'total' };
    this.connections.set(userId, (this.connections.get(userId) ?? 0) + 1);
    this.total += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.connections.get(userId) ?? 1) - 1;
        if (left > 0) this.connections.set(userId, left);
        else this.connections.delete(userId);
      },
    };
  }

  /**
   * Starts delivering the account's new notifications to `deliver`; null when the database
   * does not answer in time (or the process is shutting down): the caller refuses the connection.
   */
  async watch(userId: string, deliver: Watcher['deliver']): Promise<Watch | null> {
    if (this.closed) return null;
    const listening = await Promise.race([this.listener.start().then(() => true), delay(LISTEN_WAIT_MS, false, { ref: false })]);
    if (!listening || this.closed) return null;
    // Read after LISTEN is active, so nothing committed in between is lost.
    const [since, unread] = await Promise.all([this.notifications.clock(), this.notifications.unreadCountOf(this.ds, userId)]);
    if (this.closed) return null;
    const watcher: Watcher = { userId, since, deliver };
    const own = this.byUser.get(userId) ?? new Set<Watcher>();
    own.add(watcher);
    this.byUser.set(userId, own);
    return {
      unread,
      stop: () => {
        own.delete(watcher);
        if (own.size === 0 && this.byUser.get(userId) === own) this.byUser.delete(userId);
      },
    };
  }

  private async push(userIds: string[]): Promise<void> {
    const wanted = new Map<string, number>();
    for (const userId of userIds) {
      for (const watcher of this.byUser.get(userId) ?? []) wanted.set(userId, Math.min(wanted.get(userId) ?? Infinity, watcher.since));
    }
    if (wanted.size === 0) return;
    try {
      const latest = await this.notifications.latestFor([...wanted].map(([userId, since]) => ({ userId, since })));
      for (const [userId, { unread, newest }] of latest) {
        for (const watcher of this.byUser.get(userId) ?? []) {
          const fresh = newest.filter((n) => n.at > watcher.since);
          if (fresh.length) watcher.since = fresh[fresh.length - 1].at;
          try {
            watcher.deliver(unread, fresh);
          } catch (err) {
            this.log.warn({ err }, 'a live watcher failed');
          }
        }
      }
    } catch (err) {
      // The database went away between the NOTIFY and this read: the resync after it is back catches up.
      this.log.warn({ err }, 'could not read notifications for live connections');
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.byUser.clear();
    await this.listener.close();
  }
}
