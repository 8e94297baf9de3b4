import { useSyncExternalStore } from 'react';

/**
 * Online or not, as the browser knows it (navigator.onLine and its events). Renders as online on
 * the server and while hydrating, so the server's markup and the browser's first render agree.
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

/** A request that never reached the api (no network), as opposed to an answer that refused it. */
export function isNetworkFailure(error: unknown): boolean {
  if (isOffline()) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch|NetworkError|Load failed|network/i.test(text) && !/CombinedGraphQLErrors/.test(text);
}
