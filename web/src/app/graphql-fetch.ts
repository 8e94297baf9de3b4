import { useSyncExternalStore } from 'react';
import { useRenderContext } from './rendered-page';

/**
 * The few queries the first screen needs before Apollo Client has loaded (who is signed in, the
 * community figures), sent with plain fetch: the landing page paints without the ~45 KB of
 * Apollo, and the pages that need Apollo load it with their own code. The query texts are the
 * documents in src/graphql written out (a test checks they match), so no GraphQL printer ships
 * with the first load either.
 */
export interface FetchOperation {
  operationName: string;
  query: string;
}

export class GraphqlFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphqlFetchError';
  }
}

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
type Transport = (operation: FetchOperation) => Promise<Answer>;

const overHttp: Transport = (operation) =>
  fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation.operationName, query: operation.query }),
  });

let transport: Transport = overHttp;

/** Tests answer these operations from their Apollo mocks (test/fetch-mocks.ts); null restores HTTP. */
export function answerQueriesWith(replacement: Transport | null): void {
  transport = replacement ?? overHttp;
}

/** POSTs one operation to /graphql with the session cookie; rejects on HTTP or GraphQL errors. */
export async function fetchQuery<TData>(operation: FetchOperation): Promise<TData> {
  const response = await transport(operation);
  const body = (await response.json().catch(() => null)) as { data?: TData | null; errors?: { message: string }[] } | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    throw new GraphqlFetchError(body?.errors?.[0]?.message ?? `GraphQL request failed (${response.status})`);
  }
  return body.data;
}

interface Entry<TData> {
  data: TData | null;
  failed: boolean;
  promise: Promise<void>;
}

const entries = new Map<string, Entry<unknown>>();
const listeners = new Set<() => void>();

/**
 * Starts the operation once per page load and remembers its answer (the figures change slowly;
 * the next full load asks again). Safe to call early, before the component that shows it.
 */
export function loadOnce<TData>(operation: FetchOperation): Entry<TData> {
  const existing = entries.get(operation.operationName) as Entry<TData> | undefined;
  if (existing) return existing;
  const entry: Entry<TData> = { data: null, failed: false, promise: Promise.resolve() };
  entry.promise = fetchQuery<TData>(operation)
    .then(
      (data) => {
        entry.data = data;
      },
      () => {
        entry.failed = true;
      },
    )
    .finally(() => {
      for (const listener of listeners) listener();
    });
  entries.set(operation.operationName, entry);
  return entry;
}

/** The answers the server rendered the page with (RenderedState.loaded): loadOnce then asks for them no more. */
export function seedLoaded(loaded: Record<string, unknown>): void {
  for (const [name, data] of Object.entries(loaded)) entries.set(name, { data, failed: false, promise: Promise.resolve() });
}

export interface LoadedState<TData> {
  data: TData | null;
  failed: boolean;
}

/**
 * An operation's answer for a component: in the browser loaded once per page (loadOnce), on the
 * server read from the render's state (entry-server.tsx ran the operation before rendering).
 */
export function useLoaded<TData>(operation: FetchOperation): LoadedState<TData> {
  const rendered = useRenderContext();
  const fromServer = (rendered?.state.loaded[operation.operationName] as TData | undefined) ?? null;
  if (fromServer === null) rendered?.page?.wanted.set(operation.operationName, operation);
  const entry: Entry<TData> | null = typeof window === 'undefined' ? null : loadOnce<TData>(operation);
  const data = useSyncExternalStore(
    subscribeLoaded,
    () => entry?.data ?? fromServer,
    () => fromServer,
  );
  const failed = useSyncExternalStore(
    subscribeLoaded,
    () => entry?.failed ?? false,
    () => false,
  );
  return { data, failed };
}

export function subscribeLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: each starts with nothing loaded. */
export function forgetLoaded(): void {
  entries.clear();
}
