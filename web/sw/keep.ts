import { OFFLINE_FILES_CACHE, OFFLINE_MEDIA_CACHE } from './caches';

/** What to keep of a saved note for offline reading, besides its data. */
export interface KeepRequest {
  images: string[];
  file: string | null;
  maxFileBytes: number;
}
export interface KeepResult {
  bytes: number;
  fileKept: boolean;
}

/** Stores a copy of the response under its URL, as a plain 200 (a followed redirect could not answer a request); 0 when above maxBytes. */
async function storeResponse(cache: Cache, url: string, response: Response, maxBytes = Infinity): Promise<number> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
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
 * Fetches a saved note's page images and (up to maxFileBytes) its file into the offline caches.
 * Run by the service worker when one controls the page (it finishes even if the reader moves on),
 * else by the page itself (src/offline/save-copy.ts).
 */
export async function keepResources({ images, file, maxFileBytes }: KeepRequest): Promise<KeepResult> {
  let bytes = 0;
  const media = await caches.open(OFFLINE_MEDIA_CACHE);
  await Promise.all(
    images.map(async (url) => {
      const response = await fetch(url, { credentials: 'include' }).catch(() => null);
      if (response?.ok) bytes += await storeResponse(media, url, response);
    }),
  );
  let fileKept = false;
  if (file) {
    const response = await fetch(file, { credentials: 'include' }).catch(() => null);
    if (response?.ok) {
      const size = await storeResponse(await caches.open(OFFLINE_FILES_CACHE), file, response, maxFileBytes);
      fileKept = size > 0;
      bytes += size;
    }
  }
  return { bytes, fileKept };
}
