import { gql, testAppForFile } from './app';
import { buildNote } from './factories';
import { signUp } from './session';

const t = testAppForFile();

const ADD = `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id text } errors { code message } } }`;

async function post(body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as any };
}

describe('Idempotency-Key on /graphql writes', () => {
  it('runs a comment once for the same key and answers the repeat with the same answer', async () => {
    const note = await buildNote(t.db.dataSource);
    const a = await signUp(t.url);
    const request = { query: ADD, variables: { input: { noteId: note.id, text: 'Sent from the bus' } } };
    const headers = { cookie: a.cookie, 'idempotency-key': 'queued-0001-comment' };
    const first = await post(request, headers);
    const second = await post(request, headers);
    expect(first.status).toBe(200);
    expect(first.body.data.addComment.comment.text).toBe('Sent from the bus');
    expect(second).toEqual({ ...first, replayed: 'true' });
    const [{ count }] = await t.db.dataSource.query('SELECT count(*)::int AS count FROM comments WHERE note_id = $1', [note.id]);
    expect(count).toBe(1);

    // Another key is another comment; the same key for another request is refused.
    const other = await post(request, { ...headers, 'idempotency-key': 'queued-0002-comment' });
    expect(other.body.data.addComment.comment.id).not.toBe(first.body.data.addComment.comment.id);
    const reused = await post({ ...request, variables: { input: { noteId: note.id, text: 'Something else' } } }, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps keys per account, refuses a malformed key, and reports a comment on a removed note', async () => {
    const note = await buildNote(t.db.dataSource);
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const request = { query: ADD, variables: { input: { noteId: note.id, text: 'Same words' } } };
    const fromA = await post(request, { cookie: a.cookie, 'idempotency-key': 'shared-key-123' });
    const fromB = await post(request, { cookie: b.cookie, 'idempotency-key': 'shared-key-123' });
    expect(fromB.replayed).toBeNull();
    expect(fromB.body.data.addComment.comment.id).not.toBe(fromA.body.data.addComment.comment.id);

    const bad = await post(request, { cookie: a.cookie, 'idempotency-key': 'bad key!' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    await t.db.dataSource.query('DELETE FROM notes WHERE id = $1', [note.id]);
    const late = await post(request, { cookie: a.cookie, 'idempotency-key': 'late-comment-1' });
    const problem = late.body.data?.addComment?.errors?.[0] ?? late.body.errors?.[0]?.extensions;
    expect(problem.code).toBe('NOT_FOUND');
    const again = await post(request, { cookie: a.cookie, 'idempotency-key': 'late-comment-1' });
    expect(again.body).toEqual(late.body);
  });

  it('toggles a like once for a key sent twice', async () => {
    const note = await buildNote(t.db.dataSource);
    const a = await signUp(t.url);
    const like = { query: `mutation($id: ID!) { toggleLike(id: $id) { note { likeCount viewerHasLiked } errors { code } } }`, variables: { id: note.id } };
    const first = await post(like, { cookie: a.cookie, 'idempotency-key': 'like-once-0001' });
    const second = await post(like, { cookie: a.cookie, 'idempotency-key': 'like-once-0001' });
    expect(first.body.data.toggleLike.note).toEqual({ likeCount: 1, viewerHasLiked: true });
    expect(second.body).toEqual(first.body);
    const after: any = await gql(t.url, `query($id: ID!) { note(id: $id) { likeCount viewerHasLiked } }`, { id: note.id }, { cookie: a.cookie });
    expect(after.data.note).toEqual({ likeCount: 1, viewerHasLiked: true });
  });
});
