import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../logger';
import { LIVE_CONNECTIONS_PER_USER_MAX, type NotificationFeed } from '../services/notification-feed';
import type { LiveNotification } from '../services/notification.service';

/** Comment lines this often keep proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export interface LiveEvents {
  router: Router;
  /** Ends every stream (at shutdown); the feed is closed by its owner. */
  close(): Promise<void>;
}

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ success: false, message, code });
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/events: a server-sent event stream of the signed-in account's notifications
 * (`notification`, one per new notification) and unread count (`unread`, at connect and after
 * each change), for clients without a GraphQL socket (the web bell uses it too). The process's
 * NotificationFeed hears of notifications written on any replica; after it lost the database
 * and got it back, every stream is resynchronised (anything new is sent then).
 */
export function liveEvents(feed: NotificationFeed, log: Logger): LiveEvents {
  const streams = new Set<Response>();
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const res of streams) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const router = express.Router();
  router.get('/', async (req: Request, res: Response) => {
    const viewer = req.viewer;
    if (!viewer) return refuse(res, 401, 'UNAUTHENTICATED', 'You need to sign in first.');
    if (closed) return refuse(res, 503, 'SERVICE_UNAVAILABLE', 'The server is shutting down.');
    const admission = feed.admit(viewer.id);
    if (!admission.ok) {
      if (admission.reason === 'per-user')
        return refuse(res, 429, 'TOO_MANY_REQUESTS', `At most ${LIVE_CONNECTIONS_PER_USER_MAX} live connections per account; close another tab.`);
      return refuse(
        res,
        503,
        'SERVICE_UNAVAILABLE',
        admission.reason === 'closed' ? 'The server is shutting down.' : 'Too many live connections right now; try again soon.',
      );
    }
    let watch: Awaited<ReturnType<NotificationFeed['watch']>> = null;
    const end = () => {
      streams.delete(res);
      watch?.stop();
      admission.release();
    };
    req.on('close', end);
    try {
      watch = await feed.watch(viewer.id, (unread: number, newest: LiveNotification[]) => {
        for (const { at: _at, ...notification } of newest) res.write(frame('notification', notification));
        res.write(frame('unread', { count: unread }));
      });
    } catch (err) {
      log.warn({ err }, 'could not start a live stream');
    }
    if (!watch) {
      end();
      return refuse(res, 503, 'SERVICE_UNAVAILABLE', 'Live updates are unavailable right now; try again soon.');
    }
    if (res.destroyed || closed) return end();

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    streams.add(res);
    res.write(`retry: 5000\n\n${frame('unread', { count: watch.unread })}`);
  });

  return {
    router,
    async close() {
      if (closed) return; // shutdown ends the streams first, then stops the app
      closed = true;
      clearInterval(heartbeat);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
