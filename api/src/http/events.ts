import { setTimeout as delay } from 'node:timers/promises';
import express, { type Request, type Response, type Router } from 'express';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { NotificationListener } from '../db/notify';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { LiveNotification } from '../services/notification.service';

/** Streams one account may keep open (tabs, devices); a new one beyond this is refused (429). */
export const STREAMS_PER_USER_MAX = 5;
/** Streams one api process keeps open in all; each is an open socket and a little memory. */
export const STREAMS_TOTAL_MAX = 2_000;
/** Comment lines this often keep proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a new stream waits for the listener (the database) before answering 503. */
const LISTEN_WAIT_MS = 3_000;

interface Stream {
  userId: string;
  res: Response;
  /** Notifications created after this (microseconds since the epoch) are still to be sent. */
  since: number;
}

export interface LiveEvents {
  router: Router;
  /** Ends every stream and the listener (at shutdown). */
  close(): Promise<void>;
}

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ success: false, message, code });
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/events: a server-sent event stream of the signed-in account's notifications
 * (`notification`, one per new notification) and unread count (`unread`, at connect and after
 * each change). Whichever replica wrote a notification, the notifications table's trigger
 * NOTIFYs every replica; each pushes to the streams it holds. After the listener lost the
 * database and got it back, every stream is resynchronised (anything new is sent then).
 */
export function liveEvents(services: Services, log: Logger): LiveEvents {
  const streams = new Set<Stream>();
  const byUser = new Map<string, Set<Stream>>();
  let closed = false;

  const push = async (userIds: string[]) => {
    const wanted = new Map<string, number>();
    for (const userId of userIds) {
      for (const stream of byUser.get(userId) ?? []) wanted.set(userId, Math.min(wanted.get(userId) ?? Infinity, stream.since));
    }
    if (wanted.size === 0) return;
    try {
      const latest = await services.notifications.latestFor([...wanted].map(([userId, since]) => ({ userId, since })));
      for (const [userId, { unread, newest }] of latest) {
        for (const stream of byUser.get(userId) ?? []) send(stream, unread, newest);
      }
    } catch (err) {
      // The database went away between the NOTIFY and this read: the resync after it is back catches up.
      log.warn({ err }, 'could not read notifications for live streams');
    }
  };

  const send = (stream: Stream, unread: number, newest: LiveNotification[]) => {
    for (const { at, ...notification } of newest) {
      if (at <= stream.since) continue;
      stream.res.write(frame('notification', notification));
      stream.since = at;
    }
    stream.res.write(frame('unread', { count: unread }));
  };

  const listener = new NotificationListener(() => (services.dataSource.driver as PostgresDriver).master as Pool, log, {
    recipients: (userIds) => void push(userIds),
    resumed: () => void push([...byUser.keys()]),
  });

  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const router = express.Router();
  router.get('/', async (req: Request, res: Response) => {
    const viewer = req.viewer;
    if (!viewer) return refuse(res, 401, 'UNAUTHENTICATED', 'You need to sign in first.');
    if (closed) return refuse(res, 503, 'SERVICE_UNAVAILABLE', 'The server is shutting down.');
    if ((byUser.get(viewer.id)?.size ?? 0) >= STREAMS_PER_USER_MAX) return refuse(res, 429, 'TOO_MANY_REQUESTS', `At most ${STREAMS_PER_USER_MAX} live connections per account; close another tab.`);
    if (streams.size >= STREAMS_TOTAL_MAX) return refuse(res, 503, 'SERVICE_UNAVAILABLE', 'Too many live connections right now; try again soon.');

    const listening = await Promise.race([listener.start().then(() => true), delay(LISTEN_WAIT_MS, false, { ref: false })]);
    if (!listening) return refuse(res, 503, 'SERVICE_UNAVAILABLE', 'Live updates are unavailable right now; try again soon.');
    // Read after LISTEN is active, so nothing committed in between is lost.
    const [since, unread] = await Promise.all([services.notifications.clock(), services.notifications.unreadCountOf(services.dataSource, viewer.id)]);
    if (res.destroyed || closed) return;

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    const stream: Stream = { userId: viewer.id, res, since };
    streams.add(stream);
    const own = byUser.get(viewer.id) ?? new Set<Stream>();
    own.add(stream);
    byUser.set(viewer.id, own);
    res.write(`retry: 5000\n\n${frame('unread', { count: unread })}`);

    req.on('close', () => {
      streams.delete(stream);
      own.delete(stream);
      if (own.size === 0 && byUser.get(viewer.id) === own) byUser.delete(viewer.id);
    });
  });

  return {
    router,
    async close() {
      if (closed) return; // shutdown ends the streams first, then stops the app
      closed = true;
      clearInterval(heartbeat);
      for (const stream of streams) stream.res.end();
      streams.clear();
      byUser.clear();
      await listener.close();
    },
  };
}
