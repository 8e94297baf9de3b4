import fs from 'node:fs';
import path from 'node:path';
import { gql, testAppForFile } from './app';
import { buildComment, buildLike, buildNote, buildSave } from './factories';
import { me, signUp } from './session';

const t = testAppForFile();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id username avatarUrl } errors { field message code } } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success errors { field message code } } }`;

function avatarForm(bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('avatar', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe('updateProfile and the REST update path', () => {
  it('needs a session', async () => {
    const res = await gql(t.url, UPDATE, { input: { username: 'nobody' } });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${t.url}/api/user/update/00000000-0000-0000-0000-000000000000`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"x"}',
    });
    expect(rest.status).toBe(401);
  });

  it('changes the username, and refuses another user changing it', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const res = await gql(t.url, UPDATE, { input: { username: `${a.username}x` } }, { cookie: a.cookie });
    expect(res.data!.updateProfile.user.username).toBe(`${a.username}x`);
    const other = await gql(t.url, UPDATE, { input: { userId: a.id, username: 'hijacked' } }, { cookie: b.cookie });
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rest = await fetch(`${t.url}/api/user/update/${a.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: b.cookie, origin: t.url },
      body: '{"username":"hijacked"}',
    });
    expect(rest.status).toBe(403);
    expect((await me(t.url, a.cookie))!.username).toBe(`${a.username}x`);
  });

  it('stores an image avatar sent as multipart and serves it; refuses non-images and big files', async () => {
    const a = await signUp(t.url);
    const ok = await fetch(`${t.url}/api/user/update/${a.id}`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: t.url },
      body: avatarForm(PNG, 'me.png', { username: a.username }),
    });
    expect(ok.status).toBe(200);
    const body: any = await ok.json();
    expect(body).toMatchObject({ success: true, _id: a.id });
    expect(body.avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]+\.png$/);
    const key = body.avatar.replace('/media/', '');
    expect(fs.existsSync(path.join(t.dataDir, 'files', key))).toBe(true);
    const served = await fetch(`${t.url}${body.avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const fake = await fetch(`${t.url}/api/user/update/${a.id}`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: t.url },
      body: avatarForm(Buffer.from('MZ\x90\x00 this is an exe'), 'cat.png'),
    });
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ success: false, message: 'The avatar must be a PNG, JPEG, GIF or WebP image.' });

    const big = await fetch(`${t.url}/api/user/update/${a.id}`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: t.url },
      body: avatarForm(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png'),
    });
    expect(big.status).toBe(413);
    // Nothing of the refused uploads was kept: only the first avatar is on disk.
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'avatars'))).toEqual([key.split('/')[1]]);
  });

  it('accepts an avatar through GraphQL multipart with the preflight header', async () => {
    const a = await signUp(t.url);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPDATE, variables: { input: { avatar: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.avatar'] }));
    form.set('0', new Blob([new Uint8Array(PNG)]), 'me.png');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: t.url, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const body: any = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile.user.avatarUrl).toMatch(/^\/media\/avatars\//);
  });

  it('changes the password only with the current one', async () => {
    const a = await signUp(t.url);
    const missing = await gql(t.url, CHANGE_PASSWORD, { input: { newPassword: 'a brand new pass' } }, { cookie: a.cookie });
    expect(missing.data!.changePassword.errors[0]).toMatchObject({ field: 'currentPassword' });
    const wrong = await gql(t.url, CHANGE_PASSWORD, { input: { currentPassword: 'not it at all', newPassword: 'a brand new pass' } }, { cookie: a.cookie });
    expect(wrong.data!.changePassword.errors[0].message).toBe('Your current password is not correct.');
    const ok = await gql(t.url, CHANGE_PASSWORD, { input: { currentPassword: a.password, newPassword: 'a brand new pass' } }, { cookie: a.cookie });
    expect(ok.data!.changePassword).toEqual({ success: true, errors: [] });
    const signIn = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.email, password: 'a brand new pass' }),
    });
    expect(signIn.status).toBe(200);
  });
});

describe('deleting an account', () => {
  it('removes its notes, files, comments, likes, saved notes and sessions; others cannot do it', async () => {
    const ds = t.db.dataSource;
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const note = await buildNote(ds, { uploaderId: a.id });
    await t.services.storage.put(note.fileKey!, Buffer.from('%PDF-1.4 test'));
    const othersNote = await buildNote(ds, { uploaderId: b.id });
    await buildComment(ds, othersNote.id, a.id);
    await buildLike(ds, othersNote.id, a.id);
    await buildSave(ds, othersNote.id, a.id);

    const forbidden = await fetch(`${t.url}/api/user/delete/${a.id}`, { method: 'DELETE', headers: { cookie: b.cookie, origin: t.url } });
    expect(forbidden.status).toBe(403);
    const visitor = await fetch(`${t.url}/api/user/delete/${a.id}`, { method: 'DELETE' });
    expect(visitor.status).toBe(401);

    const res = await fetch(`${t.url}/api/user/delete/${a.id}`, { method: 'DELETE', headers: { cookie: a.cookie, origin: t.url } });
    expect(await res.json()).toEqual({ success: true, message: 'Account deleted.' });
    const count = async (sql: string) => Number((await ds.query(sql, [a.id]))[0].count);
    expect(await count('SELECT count(*) FROM users WHERE id = $1')).toBe(0);
    expect(await count('SELECT count(*) FROM notes WHERE uploader_id = $1')).toBe(0);
    expect(await count('SELECT count(*) FROM comments WHERE author_id = $1')).toBe(0);
    expect(await count('SELECT count(*) FROM likes WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*) FROM saved_notes WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*) FROM sessions WHERE user_id = $1')).toBe(0);
    expect(await t.services.storage.exists(note.fileKey!)).toBe(false);
    expect(await me(t.url, a.cookie)).toBeNull();
    const again = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.email, password: a.password }),
    });
    expect(again.status).toBe(401);
  });

  it('lets an admin delete anyone but never the last admin', async () => {
    const ds = t.db.dataSource;
    const admin = await signUp(t.url);
    await ds.query(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
    await ds.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const victim = await signUp(t.url);
    const gone = await gql(
      t.url,
      `mutation($id: ID) { deleteAccount(userId: $id) { success errors { message code } } }`,
      { id: victim.id },
      { cookie: admin.cookie },
    );
    expect(gone.data!.deleteAccount.success).toBe(true);
    const self = await gql(t.url, `mutation { deleteAccount { success errors { message code } } }`, {}, { cookie: admin.cookie });
    expect(self.data!.deleteAccount).toMatchObject({ success: false, errors: [{ code: 'CONFLICT' }] });
    // The role change applies on the next request: no stale session role.
    const user = await signUp(t.url);
    await ds.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    expect((await me(t.url, user.cookie))!.role).toBe('ADMIN');
  });
});
