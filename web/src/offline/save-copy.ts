import type { ApolloClient } from '@apollo/client';
import { NoteDetailDocument } from '../graphql/__generated__/graphql';
import { sessionState } from '../app/session';
import { OFFLINE_FILES_CACHE, OFFLINE_MEDIA_CACHE } from '../../sw/caches';
import { keepResources, type KeepRequest, type KeepResult } from '../../sw/keep';
import { deleteCopyRecord, hasIndexedDb, readCopy, writeCopy, type OfflineCopy } from './store';

declare const __OFFLINE_FILE_MAX_BYTES__: number | undefined;

/** Files up to this size are stored with a saved note (OFFLINE_FILE_MAX_MB at build time, default 15 MB). */
export const OFFLINE_FILE_MAX_BYTES = typeof __OFFLINE_FILE_MAX_BYTES__ === 'number' ? __OFFLINE_FILE_MAX_BYTES__ : 15 * 1024 * 1024;

const supported = () => hasIndexedDb() && typeof caches !== 'undefined';

/** The images and file kept by the service worker when one controls the page, else by the page. */
function keep(request: KeepRequest): Promise<KeepResult> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return keepResources(request);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as KeepResult);
    worker.postMessage({ type: 'KEEP_OFFLINE', ...request }, [channel.port2]);
  });
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
  // What the page shows (cached), so the copy is written before the reader can move on; else asked for.
  const data =
    client.readQuery({ query: NoteDetailDocument, variables: { id: noteId } }) ??
    (await client.query({ query: NoteDetailDocument, variables: { id: noteId }, fetchPolicy: 'network-only' })).data;
  const note = data?.note;
  if (!note || !note.approved) return null;
  const images = [...new Set([...(note.previewPages ?? []).map((page) => page.url), ...(note.thumbnailUrl ? [note.thumbnailUrl] : [])])].filter((url) =>
    url.startsWith('/'),
  );
  const wantedFile = note.hasFile && note.downloadUrl.startsWith('/') ? note.downloadUrl : null;
  const dataBytes = JSON.stringify(data).length * 2;
  // The data first: the note reads offline from now on; its images and file follow.
  const copy: OfflineCopy = {
    id: note.id,
    title: note.title,
    savedAt: new Date().toISOString(),
    accountId,
    data: { note },
    images,
    file: wantedFile,
    bytes: dataBytes,
  };
  await writeCopy(copy);
  const kept = await keep({ images, file: wantedFile, maxFileBytes: OFFLINE_FILE_MAX_BYTES });
  // Unless it was removed (or wiped) meanwhile.
  if (await readCopy(note.id)) await writeCopy({ ...copy, file: kept.fileKept ? wantedFile : null, bytes: dataBytes + kept.bytes });
  void navigator.storage?.persist?.().catch(() => false);
  return (await readCopy(note.id)) ?? null;
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
