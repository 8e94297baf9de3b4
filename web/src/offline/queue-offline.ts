import type { ApolloClient } from '@apollo/client';
import type { Enqueue } from './queue';

/**
 * Queues a like, save or comment made offline (src/offline/queue.ts, loaded on demand) and shows
 * its effect on the cached note at once (`fields`: e.g. the like count), as the answer would.
 */
export async function queueOffline(client: ApolloClient, action: Omit<Enqueue, 'noteTitle'>, fields: Record<string, unknown> = {}): Promise<void> {
  const id = client.cache.identify({ __typename: 'Note', id: action.noteId });
  const cached = id ? (client.cache.extract() as Record<string, { title?: string } | undefined>)[id] : undefined;
  try {
    const { enqueue } = await import('./queue');
    await enqueue({ ...action, noteTitle: cached?.title ?? '' });
    if (id && Object.keys(fields).length) {
      client.cache.modify({ id, fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, () => value])) });
    }
  } catch (error) {
    console.error('Could not queue the change for when you are back online', error);
  }
}
