import { filter, pipe, Repeater } from '@graphql-yoga/subscription';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { notFound, unauthenticated } from '../../errors';
import { can } from '../../policies';
import type { NotificationRecord, NotificationSettingsRecord } from '../../services/notification.service';
import type { GraphQLContext } from '../context';
import { presentConnection } from '../common/connection';
import { withUserErrors } from '../common/user-error';
import { presentNote } from '../note/present-note';
import { loadPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { NOTIFICATION_ADDED, UNREAD_COUNT_CHANGED, type LiveContext, type NotificationAddedEvent, type UnreadCountEvent } from './notification.live';
import {
  MarkNotificationsReadInput,
  MarkNotificationsReadPayload,
  Notification,
  NotificationConnection,
  NotificationSettings,
  NotificationsArgs,
  UpdateNotificationSettingsInput,
  UpdateNotificationSettingsPayload,
} from './notification.types';

const presentSettings = (row: NotificationSettingsRecord): NotificationSettings => Object.assign(new NotificationSettings(), row);

/** Subscriptions are served over the socket only, which admits signed-in accounts only. */
function subscriberOf(context: LiveContext): string {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.id;
}

/** The current count first (so a client needs no separate query), then every change. */
function unreadCountStream({ context }: SubscribeResolverData<unknown, unknown, LiveContext>): AsyncIterable<UnreadCountEvent> {
  const userId = subscriberOf(context);
  const current = (async function* () {
    yield { recipientId: userId, count: await context.services.notifications.unreadCountFor(userId) };
  })();
  return Repeater.merge([
    current,
    pipe(
      context.pubSub.subscribe(UNREAD_COUNT_CHANGED, userId),
      filter((event: UnreadCountEvent) => event.recipientId === userId),
    ),
  ]);
}

/** The note is shown only while its recipient may see it (a held or deleted note is just its title). */
export function presentNotification(row: NotificationRecord, viewer: GraphQLContext['viewer']): Notification {
  return Object.assign(new Notification(), {
    id: row.id,
    kind: row.kind,
    note: row.note && can(viewer, 'view', { note: row.note }) ? presentNote(row.note) : null,
    noteTitle: row.noteTitle,
    commentId: row.commentId,
    reason: row.reason,
    count: row.count,
    read: row.readAt !== null,
    createdAt: row.createdAt,
    actorId: row.actorId,
  });
}

/** Your notifications: the bell's list and count. Signed-in accounts only. */
@Resolver(() => Notification)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationConnection, {
    description: 'Your notifications, newest first (live updates: the notificationAdded subscription, or GET /api/events).',
  })
  async notifications(@Args() { first, after }: NotificationsArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NotificationConnection> {
    return presentConnection(await services.notifications.list(viewer, first, after), ({ notification }) => presentNotification(notification, viewer));
  }

  @Authorized()
  @Query(() => Int, { description: 'Your unread notifications: the number on the bell.' })
  unreadNotificationCount(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.notifications.unreadCount(viewer);
  }

  @Authorized()
  @Mutation(() => MarkNotificationsReadPayload, { description: 'Marks some or all of your notifications read.' })
  markNotificationsRead(@Arg('input') input: MarkNotificationsReadInput, @Ctx() { services, viewer }: GraphQLContext): Promise<MarkNotificationsReadPayload> {
    return withUserErrors<MarkNotificationsReadPayload>(async () => ({ unreadCount: await services.notifications.markRead(viewer, input) }), {
      unreadCount: null,
    });
  }

  @Authorized()
  @Query(() => NotificationSettings, { description: 'Which kinds of notification you get.' })
  async notificationSettings(@Ctx() { services, viewer }: GraphQLContext): Promise<NotificationSettings> {
    return presentSettings(await services.notifications.settings(viewer));
  }

  @Authorized()
  @Mutation(() => UpdateNotificationSettingsPayload, { description: 'Turns kinds of notification on or off; turned-off kinds are not written from then on.' })
  updateNotificationSettings(
    @Arg('input') input: UpdateNotificationSettingsInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UpdateNotificationSettingsPayload> {
    return withUserErrors<UpdateNotificationSettingsPayload>(
      async () => ({ settings: presentSettings(await services.notifications.updateSettings(viewer, input)) }),
      { settings: null },
    );
  }

  @Authorized()
  @Subscription(() => Notification, {
    topics: NOTIFICATION_ADDED,
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, LiveContext>) => subscriberOf(context),
    // Routing already keys on the account; the filter makes another account's event impossible to deliver.
    filter: ({ payload, context }: { payload: NotificationAddedEvent; context: LiveContext }) => payload.recipientId === context.viewer?.id,
    description:
      'Each new notification of yours as it is written, on any api replica (GraphQL over WebSocket, graphql-transport-ws, at /graphql). Grouped likes come again as their count grows.',
  })
  async notificationAdded(@Root() event: NotificationAddedEvent, @Ctx() { services, viewer, loaders }: LiveContext): Promise<Notification> {
    // One context serves a whole subscription: read actors afresh for each event.
    loaders.user.clearAll();
    const record = await services.notifications.findOwn(viewer, event.notification.id);
    if (!record) throw notFound('That notification');
    return presentNotification(record, viewer);
  }

  @Authorized()
  @Subscription(() => Int, {
    subscribe: unreadCountStream,
    description:
      'Your unread notification count: the current one when you subscribe, then after every change (new notifications, marked read). WebSocket only, like notificationAdded.',
  })
  unreadNotificationCountChanged(@Root() event: UnreadCountEvent): number {
    return event.count;
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who did it: the commenter, or the latest liker; null otherwise.' })
  actor(@Root() notification: Notification, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    return loadPublicUser(loaders, notification.actorId);
  }
}
