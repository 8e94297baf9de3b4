import type { ApolloCache, Reference } from '@apollo/client';
import {
  LiveActorFragmentDoc,
  NotificationItemFragmentDoc,
  UnreadNotificationCountDocument,
  type NotificationItemFragment,
  type NotificationKind,
} from '../../graphql/__generated__/graphql';
import type { LiveNotification } from '@domain/notification';

/**
 * A `notification` event of GET /api/events (docs/api.md "Community"): ids, not objects. Its kind is
 * spelled as stored (`note_liked`); GraphQL, and so the cache, names the same kind in capitals.
 */
export type LiveNotificationEvent = LiveNotification;

interface EdgeRef {
  __typename?: string;
  cursor: string;
  node: Reference;
}

interface StoredList {
  totalCount: number;
  edges?: EdgeRef[];
}

export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: count } });
}

/**
 * Puts a live notification into the cache without asking the api: the item is written (or a
 * grouped like updated in place), and moved to the top of the first page of any cached list.
 * The actor is filled in when the cache knows the account; the next fetch of the list fills
 * in the rest.
 */
export function applyLiveNotification(cache: ApolloCache, event: LiveNotificationEvent): void {
  const actorId = event.actorId ? cache.identify({ __typename: 'PublicUser', id: event.actorId }) : undefined;
  const actor = actorId ? cache.readFragment({ id: actorId, fragment: LiveActorFragmentDoc }) : null;
  const item: NotificationItemFragment & { __typename: 'Notification' } = {
    __typename: 'Notification',
    id: event.id,
    kind: event.kind.toUpperCase() as NotificationKind,
    noteTitle: event.noteTitle,
    reason: event.reason,
    count: event.count,
    read: false,
    createdAt: event.createdAt,
    commentId: event.commentId,
    note: event.noteId ? ({ __typename: 'Note', id: event.noteId, title: event.noteTitle } as NotificationItemFragment['note']) : null,
    actor: actor ? ({ __typename: 'PublicUser', ...actor } as NotificationItemFragment['actor']) : null,
  };
  const ref = cache.writeFragment({ fragment: NotificationItemFragmentDoc, fragmentName: 'NotificationItem', data: item });
  if (!ref) return;
  cache.modify({
    fields: {
      notifications(stored: unknown, { storeFieldName, readField }) {
        const existing = stored as StoredList | undefined;
        // Only first pages: an "after" page is older by definition.
        if (!existing?.edges || storeFieldName.includes('"after":"')) return stored;
        const already = existing.edges.some((edge) => readField('id', edge.node) === event.id);
        const others = existing.edges.filter((edge) => readField('id', edge.node) !== event.id);
        return {
          ...existing,
          totalCount: existing.totalCount + (already ? 0 : 1),
          edges: [{ __typename: 'NotificationEdge', cursor: `live:${event.id}`, node: ref }, ...others],
        };
      },
    },
  });
}

/** After a gap in the stream, cached lists may miss notifications: the next look asks again. */
export function forgetNotificationLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
  cache.gc();
}

/** Marks notifications read in the cache once the api said so. */
export function markReadInCache(cache: ApolloCache, ids: readonly string[] | 'all'): void {
  if (ids === 'all') {
    cache.modify({
      fields: {
        notifications(stored: unknown) {
          (stored as StoredList | undefined)?.edges?.forEach((edge) => cache.modify({ id: edge.node.__ref, fields: { read: () => true } }));
          return stored;
        },
      },
    });
    return;
  }
  for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
}
