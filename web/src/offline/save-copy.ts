import type { ApolloClient } from '@apollo/client';
import { NoteDetailDocument } from '../graphql/__generated__/graphql';
import { sessionState } from '../app/session';
import { OFFLINE_FILES_CACHE, OFFLINE_MEDIA_CACHE } from '../../sw/caches';
import { deleteCopyRecord, hasIndexedDb, readCopy, writeCopy, type OfflineCopy } from './store';

declare const __OFFLINE_FILE_MAX_BYTES__: number | undefined;

/** Files up to this size are stored with a saved note (OFFLINE_FILE_MAX_MB at build time, default 15 MB). */
export const OFFLINE_FILE_MAX_BYTES = typeof __OFFLINE_FILE_MAX_BYTES__ === 'number' ? __OFFLINE_FILE_MAX_BYTES__ : 15 * 1024 * 1024;

const supported = () => hasIndexedDb() && typeof caches !== 'undefined';

/** Stores a copy of the response under its URL, as a plain response (a followed redirect could not answer a request). */
async function storeResponse(cache: Cache, url: string, response: Response, maxBytes = Infinity): Promise<number> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxBytes) {
    await response.body?.cancel();
    return 0;
  }
  const blob = await response.blob();
  if (blob.size > maxBytes) return 0;
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  await cache.put(url, new Response(blob, { status: 200, headers }));
  return blob.size;
}

/**
 * Keeps what reading a saved note offline needs: the note page's data, its preview page images
 * (and thumbnail), and its file when it is at most OFFLINE_FILE_MAX_BYTES. Only a published note
 * of the signed-in account's: a pending note is never stored. Asks the browser to keep the
 * storage (navigator.storage.persist) where it allows it.
 */
export async function storeOfflineCopy(client: ApolloClient, noteId: string): Promise<OfflineCopy | null> {
  const accountId = sessionState().user?.id;
  if (!supported() || !accountId) return null;
  const { data } = await client.query({ query: NoteDetailDocument, variables: { id: noteId }, fetchPolicy: 'network-only' });
  const note = data?.note;
  if (!note || !note.approved) return null;
  const images = [...new Set([...(note.previewPages ?? []).map((page) => page.url), ...(note.thumbnailUrl ? [note.thumbnailUrl] : [])])].filter((url) => url.startsWith('/'));
  let bytes = JSON.stringify(data).length * 2;
  const media = await caches.open(OFFLINE_MEDIA_CACHE);
  await Promise.all(
    images.map(async (url) => {
      const response = await fetch(url, { credentials: 'include' }).catch(() => null);
      if (response?.ok) bytes += await storeResponse(media, url, response);
    }),
  );
  let file: string | null = null;
  if (note.hasFile && note.downloadUrl.startsWith('/')) {
    const response = await fetch(note.downloadUrl, { credentials: 'include' }).catch(() => null);
    if (response?.ok) {
      const size = await storeResponse(await caches.open(OFFLINE_FILES_CACHE), note.downloadUrl, response, OFFLINE_FILE_MAX_BYTES);
      if (size > 0) {
        file = note.downloadUrl;
        bytes += size;
      }
    }
  }
  const copy: OfflineCopy = { id: note.id, title: note.title, savedAt: new Date().toISOString(), accountId, data: { note }, images, file, bytes };
  await writeCopy(copy);
  void navigator.storage?.persist?.().catch(() => false);
  return copy;
}

/** Removes a note's offline copy: its data, images and file. */
export async function removeOfflineCopy(noteId: string): Promise<void> {
  if (!supported()) return;
  const copy = await deleteCopyRecord(noteId);
  if (!copy) return;
  const media = await caches.open(OFFLINE_MEDIA_CACHE);
  await Promise.all(copy.images.map((url) => media.delete(url)));
  if (copy.file) await (await caches.open(OFFLINE_FILES_CACHE)).delete(copy.file);
}

export { readCopy };
