import { useSyncExternalStore } from 'react';

/** A new version of the app is installed and waiting: `apply` reloads into it (register-sw.ts). */
let waiting: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => Promise<void>): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWaitingUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
