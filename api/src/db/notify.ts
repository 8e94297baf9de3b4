import { Client, type Pool } from 'pg';
import type { Logger } from '../logger';

/** The channel the notifications table's trigger NOTIFYs: a payload of comma-separated recipient ids. */
export const NOTIFICATIONS_CHANNEL = 'cn_notifications';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

export interface ListenerEvents {
  /** Recipients of notifications some replica just committed. */
  recipients(userIds: string[]): void;
  /** Listening again after the connection was lost: anything NOTIFYed meanwhile was missed. */
  resumed(): void;
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries, and LISTEN
 * belongs to a session), opened with the pool's own settings. When the database goes away the
 * listener reconnects with backoff until it is back, then reports `resumed` so streams resync.
 */
export class NotificationListener {
  private client: Client | null = null;
  private stopped = false;
  private retryMs = RETRY_MIN_MS;
  private timer: NodeJS.Timeout | null = null;
  private ready: Promise<void> | null = null;
  private lostOnce = false;

  constructor(
    private readonly pool: () => Pool,
    private readonly log: Logger,
    private readonly events: ListenerEvents,
  ) {}

  /** Resolves once listening (the first time: it keeps retrying until the database answers). */
  start(): Promise<void> {
    this.ready ??= new Promise<void>((resolve) => this.connect(resolve));
    return this.ready;
  }

  private connect(onListening?: () => void): void {
    if (this.stopped) return;
    const client = new Client(this.pool().options);
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.lostOnce = true;
      this.log.warn({ err, retryInMs: this.retryMs }, 'notification listener lost its connection; reconnecting');
      this.timer = setTimeout(() => this.connect(onListening), this.retryMs);
      this.timer.unref();
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== NOTIFICATIONS_CHANNEL || !message.payload) return;
      this.events.recipients(message.payload.split(','));
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`))
      .then(() => {
        if (this.stopped) return void client.end().catch(() => undefined);
        this.client = client;
        this.retryMs = RETRY_MIN_MS;
        onListening?.();
        if (this.lostOnce) this.events.resumed();
      })
      .catch(onLost);
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
