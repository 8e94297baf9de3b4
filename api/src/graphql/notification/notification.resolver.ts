import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { can } from '../../policies/note.policy';
import type { NotificationRecord } from '../../services/notification.service';
import type { GraphQLContext } from '../context';
import { withUserErrors } from '../common/user-error';
import { presentNote } from '../note/present-note';
import { presentPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { MarkNotificationsReadInput, MarkNotificationsReadPayload, Notification, NotificationConnection, NotificationKind, NotificationsArgs } from './notification.types';

/** The note is shown only while its recipient may see it (a held or deleted note is just its title). */
export function presentNotification(row: NotificationRecord, viewer: GraphQLContext['viewer']): Notification {
  return Object.assign(new Notification(), {
    id: row.id,
    kind: row.kind as NotificationKind,
    note: row.note && can(viewer, 'view', row.note) ? presentNote(row.note) : null,
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
  @Query(() => NotificationConnection, { description: 'Your notifications, newest first (live updates: GET /api/events).' })
  async notifications(@Args() { first, after }: NotificationsArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NotificationConnection> {
    const page = await services.notifications.list(viewer, first, after);
    return {
      edges: page.items.map(({ notification, cursor }) => ({ cursor, node: presentNotification(notification, viewer) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
      totalCount: page.totalCount,
    };
  }

  @Authorized()
  @Query(() => Int, { description: 'Your unread notifications: the number on the bell.' })
  unreadNotificationCount(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.notifications.unreadCount(viewer);
  }

  @Authorized()
  @Mutation(() => MarkNotificationsReadPayload, { description: 'Marks some or all of your notifications read.' })
  markNotificationsRead(@Arg('input') input: MarkNotificationsReadInput, @Ctx() { services, viewer }: GraphQLContext): Promise<MarkNotificationsReadPayload> {
    return withUserErrors<MarkNotificationsReadPayload>(async () => ({ unreadCount: await services.notifications.markRead(viewer, input) }), { unreadCount: null });
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who did it: the commenter, or the latest liker; null otherwise.' })
  async actor(@Root() notification: Notification, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    if (!notification.actorId) return null;
    const user = await loaders.user.load(notification.actorId);
    return user ? presentPublicUser(user) : null;
  }
}
