import { useEffect, useState } from 'react';
import type { OfflineCopy, QueuedAction } from './store';

/**
 * The offline copies and the queue as components show them: read after mounting (IndexedDB is
 * the browser's; the server and the hydrating render see none) and again on every change.
 */
function useOfflineRead<T>(read: (store: typeof import('./store')) => Promise<T>, initial: T, deps: unknown[] = []): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void import('./store').then((store) => {
      if (!live) return;
      const refresh = () =>
        void read(store).then(
          (next) => live && setValue(next),
          () => undefined,
        );
      unsubscribe = store.subscribeOffline(refresh);
      refresh();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps -- `read` is the caller's inline reader
  return value;
}

export function useOfflineCopy(noteId: string): { copy: OfflineCopy | null; checked: boolean } {
  return useOfflineRead<{ copy: OfflineCopy | null; checked: boolean }>(
    async (store) => ({ copy: (await store.readCopy(noteId)) ?? null, checked: true }),
    { copy: null, checked: false },
    [noteId],
  );
}

export function useOfflineCopies(): OfflineCopy[] {
  return useOfflineRead((store) => store.listCopies(), []);
}

export function useQueuedActions(noteId?: string): QueuedAction[] {
  return useOfflineRead(async (store) => (await store.listQueue()).filter((action) => !noteId || action.noteId === noteId), [], [noteId]);
}
