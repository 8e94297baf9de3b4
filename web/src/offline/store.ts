import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { NoteDetailQuery } from '../graphql/__generated__/graphql';
import { OFFLINE_FILES_CACHE, OFFLINE_MEDIA_CACHE, PAGES_CACHE } from '../../sw/caches';

/** What is kept to read a saved note offline: its page's data, and which images and file were stored beside it (Cache Storage). */
export interface OfflineCopy {
  id: string;
  title: string;
  /** When the copy was made (ISO). */
  savedAt: string;
  accountId: string;
  data: NoteDetailQuery;
  images: string[];
  /** The stored file's URL (the download link), or null when there is none or it is above the size limit. */
  file: string | null;
  /** Bytes of the data, images and file. */
  bytes: number;
}

/** A like, save or comment made offline, sent when the connection returns with its idempotency key. */
export interface QueuedAction {
  key: string;
  accountId: string;
  kind: 'like' | 'save' | 'unsave' | 'comment';
  noteId: string;
  noteTitle: string;
  text?: string;
  createdAt: string;
  /** 'failed': the api refused it (a conflict, e.g. the note was removed); kept to be seen and dismissed. */
  state: 'pending' | 'failed';
  problem?: string;
}

// One database per store (idb-keyval's createStore opens one object store per database).
let copyStore: ReturnType<typeof createStore> | undefined;
let queueStore: ReturnType<typeof createStore> | undefined;
const copies = () => (copyStore ??= createStore('campusnotes-offline-notes', 'copies'));
const queue = () => (queueStore ??= createStore('campusnotes-offline-queue', 'actions'));

const listeners = new Set<() => void>();
/** Tells the components showing copies or the queue that they changed. */
export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function offlineChanged(): void {
  for (const listener of listeners) listener();
}

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export const readCopy = (id: string) => (hasIndexedDb() ? get<OfflineCopy>(id, copies()) : Promise.resolve(undefined));
/** Every record of a store, in the given order; none where the browser has no IndexedDB. */
async function listRecords<T>(store: () => UseStore, order: (a: T, b: T) => number): Promise<T[]> {
  if (!hasIndexedDb()) return [];
  return (await entries<string, T>(store())).map(([, record]) => record).sort(order);
}
export const listCopies = () => listRecords<OfflineCopy>(copies, (a, b) => b.savedAt.localeCompare(a.savedAt));
export async function writeCopy(copy: OfflineCopy): Promise<void> {
  await set(copy.id, copy, copies());
  offlineChanged();
}
export async function deleteCopyRecord(id: string): Promise<OfflineCopy | undefined> {
  const copy = await readCopy(id);
  await del(id, copies());
  offlineChanged();
  return copy;
}

export const listQueue = () => listRecords<QueuedAction>(queue, (a, b) => a.createdAt.localeCompare(b.createdAt));
export async function putQueued(action: QueuedAction): Promise<void> {
  await set(action.key, action, queue());
  offlineChanged();
}
export async function deleteQueued(key: string): Promise<void> {
  await del(key, queue());
  offlineChanged();
}

/** Every offline copy, queued action and kept page of this device's account: sign-out, or another account. */
export async function wipeOfflineData(): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  if (hasIndexedDb()) jobs.push(clear(copies()), clear(queue()));
  if (typeof caches !== 'undefined') jobs.push(...[PAGES_CACHE, OFFLINE_MEDIA_CACHE, OFFLINE_FILES_CACHE].map((name) => caches.delete(name)));
  await Promise.allSettled(jobs);
  offlineChanged();
}
