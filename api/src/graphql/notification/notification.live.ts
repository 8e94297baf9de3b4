import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { NotificationFeed, Watch } from '../../services/notification-feed';
import type { LiveNotification } from '../../services/notification.service';
import type { GraphQLContext } from '../context';

export const NOTIFICATION_ADDED = 'NOTIFICATION_ADDED';
export const UNREAD_COUNT_CHANGED = 'UNREAD_COUNT_CHANGED';

/** What the PubSub carries: always with its recipient, so a subscription can check it is theirs. */
export interface NotificationAddedEvent {
  recipientId: string;
  notification: LiveNotification;
}
export interface UnreadCountEvent {
  recipientId: string;
  count: number;
}

/** Topics are routed per recipient (the second argument of publish and subscribe is the account id). */
export type LivePubSub = PubSub<{
  [NOTIFICATION_ADDED]: [recipientId: string, event: NotificationAddedEvent];
  [UNREAD_COUNT_CHANGED]: [recipientId: string, event: UnreadCountEvent];
}>;

export const createLivePubSub = (): LivePubSub => createPubSub();

/** The context of an operation over the GraphQL socket: the usual one plus this app's PubSub. */
export interface LiveContext extends GraphQLContext {
  pubSub: LivePubSub;
}

/**
 * Feeds the PubSub from the process's NotificationFeed (the one LISTEN/NOTIFY fan-out): one
 * feed watcher per account while that account has at least one authenticated socket here.
 */
export class NotificationPublisher {
  private readonly members = new Map<string, { sockets: number; watch: Promise<Watch | null> }>();

  constructor(
    private readonly feed: NotificationFeed,
    private readonly pubSub: LivePubSub,
  ) {}

  /** A socket of this account opened; false when live updates are unavailable (database away). */
  async join(userId: string): Promise<boolean> {
    let member = this.members.get(userId);
    if (!member) {
      const watch = this.feed
        .watch(userId, (unread, newest) => {
          for (const notification of newest) this.pubSub.publish(NOTIFICATION_ADDED, userId, { recipientId: userId, notification });
          this.pubSub.publish(UNREAD_COUNT_CHANGED, userId, { recipientId: userId, count: unread });
        })
        .catch(() => null);
      member = { sockets: 0, watch };
      this.members.set(userId, member);
    }
    member.sockets += 1;
    if (await member.watch) return true;
    this.leave(userId);
    return false;
  }

  /** A socket of this account closed (call once per successful or failed join). */
  leave(userId: string): void {
    const member = this.members.get(userId);
    if (!member) return;
    member.sockets -= 1;
    if (member.sockets > 0) return;
    this.members.delete(userId);
    void member.watch.then((watch) => watch?.stop());
  }
}
