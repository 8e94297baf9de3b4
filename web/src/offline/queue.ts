import { sessionState } from '../app/session';
import { deleteQueued, listQueue, putQueued, type QueuedAction } from './store';
import { isOffline } from './network';

/*
 * Likes, saves and comments made offline wait here (IndexedDB), shown as "will be sent", and are
 * sent when the connection returns, oldest first, each with its own Idempotency-Key: the api runs
 * a key once (api/src/http/idempotency.ts), so a send repeated after a lost answer, or by a
 * second tab, changes nothing twice. A refusal (the note was removed meanwhile) is a conflict:
 * kept as failed, reported, and dismissed by the reader.
 */

const ERRORS = 'errors { code message }';
const DOCUMENTS: Record<QueuedAction['kind'], string> = {
  like: `mutation QueuedLike($id: ID!) { toggleLike(id: $id) { note { id likeCount viewerHasLiked } ${ERRORS} } }`,
  save: `mutation QueuedSave($id: ID!) { saveNote(id: $id) { note { id viewerHasSaved } ${ERRORS} } }`,
  unsave: `mutation QueuedUnsave($id: ID!) { unsaveNote(id: $id) { note { id viewerHasSaved } ${ERRORS} } }`,
  comment: `mutation QueuedComment($input: AddCommentInput!) { addComment(input: $input) { comment { id } ${ERRORS} } }`,
};

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export interface Enqueue {
  kind: QueuedAction['kind'];
  noteId: string;
  noteTitle: string;
  text?: string;
}

/**
 * Queues an action of the signed-in account. A like (or a save) undone before it was sent takes
 * the first one back instead of sending both.
 */
export async function enqueue(action: Enqueue): Promise<void> {
  const accountId = sessionState().user?.id;
  if (!accountId) throw new Error('Sign in to do this offline.');
  const pending = (await listQueue()).filter((queued) => queued.state === 'pending' && queued.accountId === accountId && queued.noteId === action.noteId);
  const opposite = action.kind === 'like' ? 'like' : action.kind === 'save' ? 'unsave' : action.kind === 'unsave' ? 'save' : null;
  const undone = opposite ? pending.find((queued) => queued.kind === opposite) : undefined;
  if (undone) {
    await deleteQueued(undone.key);
    return;
  }
  await putQueued({ ...action, key: newKey(), accountId, createdAt: new Date().toISOString(), state: 'pending' });
  if (!isOffline()) void flushQueue();
}

type Sent = { ok: true } | { ok: false; retry: boolean; problem?: string };

async function send(action: QueuedAction): Promise<Sent> {
  const variables = action.kind === 'comment' ? { input: { noteId: action.noteId, text: action.text ?? '' } } : { id: action.noteId };
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'idempotency-key': action.key },
      body: JSON.stringify({ query: DOCUMENTS[action.kind], variables }),
    });
  } catch (error) {
    console.warn('A change made offline could not be sent yet', error);
    return { ok: false, retry: true };
  }
  // Still running elsewhere (another tab), or the server failed: the next flush sends it again.
  if (response.status === 409 || response.status >= 500) return { ok: false, retry: true };
  const body = (await response.json().catch(() => null)) as {
    data?: Record<string, { errors?: { message: string }[] } | null>;
    errors?: { message: string }[];
  } | null;
  const payload = body?.data ? Object.values(body.data)[0] : null;
  const problem = body?.errors?.[0]?.message ?? payload?.errors?.[0]?.message ?? (response.ok ? undefined : `The server answered ${response.status}.`);
  return problem ? { ok: false, retry: false, problem } : { ok: true };
}

const sentListeners = new Set<(result: { sent: QueuedAction[]; failed: QueuedAction[] }) => void>();
/** Called after a flush that sent or failed something (the note page refetches; the banner reports). */
export function onQueueFlushed(listener: (result: { sent: QueuedAction[]; failed: QueuedAction[] }) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 2_000;

/** Not taken (the connection came back only in name, or the api is busy): again in 2 s, 4 s... up to a minute, while online. */
function retryLater(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (!isOffline()) void flushQueue();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, 60_000);
}

/** Sends the signed-in account's pending actions, oldest first; stops at the first one the network does not take. */
export function flushQueue(): Promise<void> {
  flushing ??= (async () => {
    await Promise.resolve();
    const accountId = sessionState().user?.id;
    const sent: QueuedAction[] = [];
    const failed: QueuedAction[] = [];
    try {
      if (!accountId || isOffline()) return;
      for (const action of await listQueue()) {
        if (action.state !== 'pending' || action.accountId !== accountId) continue;
        const result = await send(action);
        if (result.ok) {
          retryDelay = 2_000;
          await deleteQueued(action.key);
          sent.push(action);
        } else if (result.retry) {
          retryLater();
          break;
        } else {
          const problem = result.problem ?? 'It was refused.';
          await putQueued({ ...action, state: 'failed', problem });
          failed.push({ ...action, state: 'failed', problem });
        }
      }
    } finally {
      if (sent.length || failed.length) for (const listener of sentListeners) listener({ sent, failed });
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

export async function dismissFailed(key: string): Promise<void> {
  await deleteQueued(key);
}
