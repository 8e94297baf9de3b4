import { gql, testAppForFile } from './app';
import { buildComment, buildNote, buildUser } from './factories';
import { signUp } from './session';

const t = testAppForFile();

describe('comments', () => {
  const ADD = `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id text author { username } viewerCan { edit delete } } errors { field message } } }`;
  const EDIT = `mutation($input: EditCommentInput!) { editComment(input: $input) { comment { id text editedAt } errors { field message } } }`;

  it('adds, edits and deletes for the author; another user can do neither, on GraphQL or REST', async () => {
    const note = await buildNote(t.db.dataSource);
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const added: any = await gql(t.url, ADD, { input: { noteId: note.id, text: '  <b>Great</b> notes  ' } }, { cookie: a.cookie });
    const comment = added.data.addComment.comment;
    expect(comment).toMatchObject({ text: '<b>Great</b> notes', author: { username: a.username }, viewerCan: { edit: true, delete: true } });

    const seenByB: any = await gql(
      t.url,
      `query($id: ID!) { note(id: $id) { commentCount comments { edges { node { id viewerCan { edit delete } } } } } }`,
      { id: note.id },
      { cookie: b.cookie },
    );
    expect(seenByB.data.note.comments.edges[0].node.viewerCan).toEqual({ edit: false, delete: false });

    const bEdit: any = await gql(t.url, EDIT, { input: { id: comment.id, text: 'hijacked' } }, { cookie: b.cookie });
    expect(bEdit.errors[0].extensions.code).toBe('FORBIDDEN');
    const bRestEdit = await fetch(`${t.url}/api/notes/comments/${note.id}/${comment.id}`, {
      method: 'PUT',
      headers: { cookie: b.cookie, origin: t.url, 'content-type': 'application/json' },
      body: '{"text":"hijacked"}',
    });
    expect(bRestEdit.status).toBe(403);
    const bRestDelete = await fetch(`${t.url}/api/notes/comments/${note.id}/${comment.id}`, { method: 'DELETE', headers: { cookie: b.cookie, origin: t.url } });
    expect(bRestDelete.status).toBe(403);
    const bDelete: any = await gql(
      t.url,
      `mutation($id: ID!) { deleteComment(id: $id) { comment { id } errors { code } } }`,
      { id: comment.id },
      { cookie: b.cookie },
    );
    expect(bDelete.errors[0].extensions.code).toBe('FORBIDDEN');
    const gone: any = await gql(
      t.url,
      `mutation($id: ID!) { deleteComment(id: $id) { comment { id } errors { field message code } } }`,
      { id: '00000000-0000-4000-8000-000000000000' },
      { cookie: a.cookie },
    );
    expect(gone.data.deleteComment).toEqual({ comment: null, errors: [{ field: null, message: 'That comment was not found.', code: 'NOT_FOUND' }] });

    const empty: any = await gql(t.url, EDIT, { input: { id: comment.id, text: '   ' } }, { cookie: a.cookie });
    expect(empty.data.editComment.errors[0].field).toBe('text');
    const tooLong = await fetch(`${t.url}/api/notes/${note.id}/comment`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(2001) }),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: 'A comment can be at most 2000 characters long.' });
    // GraphQL refuses it too, with the field; exactly 2,000 is kept whole (never cut short).
    const tooLongGql: any = await gql(t.url, ADD, { input: { noteId: note.id, text: 'y'.repeat(2001) } }, { cookie: a.cookie });
    expect(tooLongGql.data?.addComment?.errors?.[0] ?? tooLongGql.errors?.[0]?.extensions).toMatchObject(
      tooLongGql.data?.addComment ? { field: 'text' } : { code: 'BAD_USER_INPUT' },
    );
    const longest: any = await gql(t.url, ADD, { input: { noteId: note.id, text: 'z'.repeat(2000) } }, { cookie: a.cookie });
    expect(longest.data.addComment.comment.text).toHaveLength(2000);
    await gql(t.url, `mutation($id: ID!) { deleteComment(id: $id) { comment { id } } }`, { id: longest.data.addComment.comment.id }, { cookie: a.cookie });

    const edited = await fetch(`${t.url}/api/notes/comments/${note.id}/${comment.id}`, {
      method: 'PUT',
      headers: { cookie: a.cookie, origin: t.url, 'content-type': 'application/json' },
      body: '{"text":"Great notes, thanks"}',
    });
    expect(await edited.json()).toMatchObject({ success: true, comment: { text: 'Great notes, thanks' } });
    const [{ text, edited_at }] = await t.db.dataSource.query('SELECT text, edited_at FROM comments WHERE id = $1', [comment.id]);
    expect(text).toBe('Great notes, thanks');
    expect(edited_at).not.toBeNull();

    const legacy = await fetch(`${t.url}/notes/${note.id}/comment`, {
      method: 'POST',
      headers: { cookie: b.cookie, origin: t.url, 'content-type': 'application/json' },
      body: '{"text":"Me too"}',
    });
    expect(legacy.status).toBe(201);

    const deleted = await fetch(`${t.url}/api/notes/comments/${note.id}/${comment.id}`, { method: 'DELETE', headers: { cookie: a.cookie, origin: t.url } });
    expect(await deleted.json()).toEqual({ success: true, message: 'Comment deleted.' });
    const after: any = await gql(t.url, `query($id: ID!) { note(id: $id) { commentCount comments { totalCount edges { node { text } } } } }`, { id: note.id });
    expect(after.data.note).toEqual({ commentCount: 1, comments: { totalCount: 1, edges: [{ node: { text: 'Me too' } }] } });
  });

  it("lets an admin delete anyone's comment", async () => {
    const note = await buildNote(t.db.dataSource);
    const a = await signUp(t.url);
    const admin = await signUp(t.url);
    await t.db.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const c = await buildComment(t.db.dataSource, note.id, a.id);
    const res: any = await gql(
      t.url,
      `mutation($id: ID!) { deleteComment(id: $id) { comment { id noteId } errors { code } } }`,
      { id: c.id },
      { cookie: admin.cookie },
    );
    expect(res.data.deleteComment).toEqual({ comment: { id: c.id, noteId: note.id }, errors: [] });
  });

  it("pages a note's comments oldest first with cursors that neither repeat nor skip, and a total", async () => {
    const ds = t.db.dataSource;
    const note = await buildNote(ds);
    const author = await buildUser(ds);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await buildComment(ds, note.id, author.id, `comment ${i}`)).id);
    // Two comments in the same instant: the id breaks the tie, so paging stays exact.
    await ds.query(`UPDATE comments SET created_at = (SELECT created_at FROM comments WHERE id = $1) WHERE id = $2`, [ids[2], ids[3]]);
    const PAGE = `query($id: ID!, $first: Int!, $after: String) { note(id: $id) { comments(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id text } } } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: any = await gql(t.url, PAGE, { id: note.id, first: 3, after });
      expect(res.errors).toBeUndefined();
      const page = res.data.note.comments;
      expect(page.totalCount).toBe(7);
      seen.push(...page.edges.map((e: any) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    const texts: any = await gql(t.url, PAGE, { id: note.id, first: 100 });
    expect(texts.data.note.comments.edges.map((e: any) => e.node.text).slice(0, 2)).toEqual(['comment 0', 'comment 1']);

    const tooMany: any = await gql(t.url, PAGE, { id: note.id, first: 101 });
    expect(tooMany.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const badCursor: any = await gql(t.url, PAGE, { id: note.id, first: 3, after: 'not-a-cursor' });
    expect(badCursor.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the SQL query count flat when the page size and the number of comments double', async () => {
    const ds = t.db.dataSource;
    await ds.query('TRUNCATE notes CASCADE');
    const viewer = await signUp(t.url);
    const people = await Promise.all(Array.from({ length: 8 }, () => buildUser(ds)));
    const notes: { id: string }[] = [];
    for (let i = 0; i < 16; i++) notes.push(await buildNote(ds, { uploaderId: people[i % 4].id }));
    const QUERY = `query($first: Int) { notes(first: $first) { edges { node { id likeCount commentCount viewerHasLiked viewerHasSaved uploader { username }
      comments(first: 20) { totalCount edges { node { text author { username } viewerCan { edit } } } } } } } }`;
    const measure = async (first: number, perNote: number) => {
      await ds.query('DELETE FROM comments');
      for (const n of notes) for (let c = 0; c < perNote; c++) await buildComment(ds, n.id, people[4 + ((c + 1) % 4)].id, `c${c}`);
      t.db.queries.length = 0;
      const res: any = await gql(t.url, QUERY, { first }, { cookie: viewer.cookie });
      expect(res.errors).toBeUndefined();
      expect(res.data.notes.edges[0].node.comments.edges).toHaveLength(perNote);
      expect(res.data.notes.edges[0].node.comments.totalCount).toBe(perNote);
      return t.db.queries.filter((q) => !/sessions/.test(q)).length;
    };
    const small = await measure(8, 2);
    const large = await measure(16, 4);
    expect(large).toBe(small);
  });
});
