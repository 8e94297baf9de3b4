import { useContext, useSyncExternalStore } from 'react';
import type { CurrentUserFragment, MeQuery } from '../graphql/__generated__/graphql';
import { fetchQuery, type FetchOperation } from './graphql-fetch';
import { RenderContext } from './rendered-page';

/** src/graphql/me.graphql with its fragment (session.test.ts checks they agree). */
export const ME_OPERATION: FetchOperation = {
  operationName: 'Me',
  query: 'query Me { me { ...CurrentUser } } fragment CurrentUser on User { id username email avatarUrl role createdAt }',
};

export interface SessionState {
  user: CurrentUserFragment | null;
  /** True until the first answer: guards wait instead of redirecting a signed-in user. */
  loading: boolean;
}

/**
 * Who is signed in, outside Apollo: the header, the guards and the landing page read it without
 * loading Apollo Client. The app asks once at start (loadSession). Once Apollo has loaded, its
 * cache is the source: apollo-session.ts writes this answer into it and copies every later
 * change of `me` (sign-in, sign-out, a new avatar) back here.
 */
let state: SessionState = { user: null, loading: true };
let bootStarted = false;
let generation = 0;
const listeners = new Set<() => void>();
const onLoaded = new Set<(user: CurrentUserFragment | null) => void>();

function sameUser(a: CurrentUserFragment | null, b: CurrentUserFragment | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.id === b.id && a.username === b.username && a.email === b.email && a.avatarUrl === b.avatarUrl && a.role === b.role && a.createdAt === b.createdAt;
}

export function setSessionUser(user: CurrentUserFragment | null): void {
  if (!state.loading && sameUser(state.user, user)) return;
  const first = state.loading;
  state = { user, loading: false };
  if (first) for (const callback of onLoaded) callback(user);
  for (const listener of listeners) listener();
}

export function sessionState(): SessionState {
  return state;
}

/** Calls back with the first answer (at once when it is already known). */
export function whenSessionLoaded(callback: (user: CurrentUserFragment | null) => void): void {
  if (!state.loading) callback(state.user);
  else onLoaded.add(callback);
}

let unreachable: () => CurrentUserFragment | null = () => null;

/** Who is signed in when the api cannot be reached (offline): src/offline/account.ts answers with the account of the offline copies. */
export function whenApiUnreachable(answer: () => CurrentUserFragment | null): void {
  unreachable = answer;
}

/** Asks the api who is signed in, once, as the app starts; an unreachable api means nobody (or, offline, whenApiUnreachable's answer). */
export function loadSession(): void {
  if (bootStarted) return;
  bootStarted = true;
  const asked = generation;
  // An answer is only news while nothing newer is known (an account change, or a reset).
  const settle = (user: CurrentUserFragment | null) => {
    if (asked === generation && state.loading) setSessionUser(user);
  };
  fetchQuery<MeQuery>(ME_OPERATION).then(
    (data) => settle(data.me ?? null),
    // A refusal or no answer at all: nobody, or offline the account whose offline copies this device keeps.
    () => settle(unreachable()),
  );
}

/** Asks the api again who is signed in (a page the service worker kept holds the session of an earlier visit). */
export function refreshSession(): void {
  fetchQuery<MeQuery>(ME_OPERATION).then(
    (data) => setSessionUser(data.me ?? null),
    () => undefined,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called on every change of the session (src/offline/account.ts). */
export const subscribeSession = subscribe;

/** The session the server rendered the page with (entry-server.tsx): known, so no request is needed for it. */
export function sessionFromServer(user: CurrentUserFragment | null): void {
  bootStarted = true;
  setSessionUser(user);
}

const serverSessions = new WeakMap<object, SessionState>();

export function useSession(): SessionState {
  // On the server the module's store is shared by every request: each render reads its own.
  const rendered = useContext(RenderContext);
  const server = typeof window === 'undefined' && rendered ? serverSessionOf(rendered.state) : null;
  return useSyncExternalStore(subscribe, server ? () => server : sessionState, server ? () => server : sessionState);
}

function serverSessionOf(state: { session: CurrentUserFragment | null }): SessionState {
  let session = serverSessions.get(state);
  if (!session) {
    session = { user: state.session, loading: false };
    serverSessions.set(state, session);
  }
  return session;
}

/** Tests: each starts before any answer. */
export function resetSession(): void {
  state = { user: null, loading: true };
  bootStarted = false;
  generation += 1;
  onLoaded.clear();
}
