import yauzl from 'yauzl';
import { buildComment, buildLike, buildNote, buildSave } from './factories';
import { gql, testAppForFile } from './app';
import { accountWithSession } from './session';

const t = testAppForFile();
const ds = () => t.db.dataSource;
const as = (cookie: string): Record<string, string> => ({ cookie });

const REQUEST = `mutation { requestDataExport { export { id state downloadUrl } errors { field message code } } }`;
const LATEST = `{ myDataExport { id state createdAt finishedAt expiresAt size downloadUrl } }`;

/** Every entry of a zip, by name, read with yauzl (a real unzip, CRCs checked). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function waitUntilFinished(cookie: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const latest = (await gql(t.url, LATEST, {}, as(cookie))).data!.myDataExport;
    if (latest && !['PENDING', 'RUNNING'].includes(latest.state)) return latest;
    if (Date.now() > deadline) throw new Error(`export still ${latest?.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const download = (path: string, cookie?: string) => fetch(`${t.url}${path}`, { headers: cookie ? { cookie } : {} });

describe('personal data export', () => {
  it('builds a zip of everything about the student, for them only, with a link that expires', async () => {
    const student = await accountWithSession(t);
    const other = await accountWithSession(t);
    const published = await buildNote(ds(), { uploaderId: student.id, title: 'My OS notes', fileName: 'os unit 1.pdf' });
    const pending = await buildNote(ds(), { uploaderId: student.id, title: 'My pending DBMS notes', approved: false, fileName: 'dbms.pdf' });
    await t.services.storage.put(published.fileKey!, Buffer.from('%PDF-1.4 published bytes'));
    await t.services.storage.put(pending.fileKey!, Buffer.from('%PDF-1.4 pending bytes'));
    const othersNote = await buildNote(ds(), { uploaderId: other.id, title: 'Someone else’s notes' });
    await buildComment(ds(), othersNote.id, student.id, 'My comment on their note');
    await buildComment(ds(), othersNote.id, other.id, 'Their own comment');
    await buildLike(ds(), othersNote.id, student.id);
    await buildSave(ds(), othersNote.id, student.id);
    await ds().query(`INSERT INTO follows (user_id, kind, value) VALUES ($1, 'subject', 'Operating Systems')`, [student.id]);
    await ds().query(
      `INSERT INTO notifications (recipient_id, kind, note_title, reason) VALUES ($1, 'note_rejected', 'An old upload', 'It is not study material')`,
      [student.id],
    );
    await ds().query(`INSERT INTO reports (note_id, reporter_id, reason, details) VALUES ($1, $2, 'spam', 'Advert inside')`, [othersNote.id, student.id]);

    expect((await gql(t.url, REQUEST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const requested = await gql(t.url, REQUEST, {}, as(student.cookie));
    expect(requested.data!.requestDataExport.errors).toEqual([]);
    expect(['PENDING', 'RUNNING']).toContain(requested.data!.requestDataExport.export.state);
    expect(requested.data!.requestDataExport.export.downloadUrl).toBeNull();

    const ready = await waitUntilFinished(student.cookie);
    expect(ready).toMatchObject({ id: requested.data!.requestDataExport.export.id, state: 'READY', downloadUrl: `/api/me/data-exports/${ready.id}/download` });
    expect(new Date(ready.expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const res = await download(ready.downloadUrl, student.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="campusnotes-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(ready.size).toBeGreaterThan(0);
    const json = (name: string) => JSON.parse(zip.get(name)!.toString('utf8'));

    expect(json('profile.json')).toMatchObject({ id: student.id, username: student.username, email: student.email, role: 'user' });
    expect(zip.get('profile.json')!.toString()).not.toMatch(/password_hash|\$argon2/);
    const notes = json('notes.json');
    expect(notes.map((n: any) => [n.title, n.status])).toEqual([
      ['My OS notes', 'approved'],
      ['My pending DBMS notes', 'pending'],
    ]);
    expect(notes[0].file).toBe(`files/${published.id}/os unit 1.pdf`);
    expect(zip.get(notes[0].file)!.toString()).toBe('%PDF-1.4 published bytes');
    expect(zip.get(`files/${pending.id}/dbms.pdf`)!.toString()).toBe('%PDF-1.4 pending bytes');
    expect(json('comments.json').map((c: any) => c.text)).toEqual(['My comment on their note']);
    expect(json('likes.json').map((l: any) => l.noteId)).toEqual([othersNote.id]);
    expect(json('saved-notes.json').map((s: any) => s.noteTitle)).toEqual(['Someone else’s notes']);
    expect(json('follows.json')).toEqual([expect.objectContaining({ kind: 'subject', value: 'Operating Systems' })]);
    expect(json('notifications.json')).toEqual([expect.objectContaining({ kind: 'note_rejected', reason: 'It is not study material' })]);
    expect(json('reports.json')).toEqual([expect.objectContaining({ noteId: othersNote.id, reason: 'spam', details: 'Advert inside' })]);
    expect(zip.has('README.txt')).toBe(true);
    // Nothing of the other student's own.
    expect([...zip.keys()].some((name) => name.includes(othersNote.id))).toBe(false);
    expect(zip.get('comments.json')!.toString()).not.toContain('Their own comment');

    // The owner only: another student, a visitor and an unknown or malformed id get 404/401 with a message.
    const stranger = await download(ready.downloadUrl, other.cookie);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'That export was not found.' });
    expect((await download(ready.downloadUrl)).status).toBe(401);
    expect((await download('/api/me/data-exports/00000000-0000-4000-8000-000000000000/download', student.cookie)).status).toBe(404);
    expect((await download('/api/me/data-exports/not-an-id/download', student.cookie)).status).toBe(404);
    expect((await gql(t.url, LATEST, {}, as(other.cookie))).data!.myDataExport).toBeNull();

    // Expired: 410 with a message, and the state says so.
    await ds().query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [ready.id]);
    const expired = await download(ready.downloadUrl, student.cookie);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ success: false, code: 'GONE', message: expect.stringContaining('expired') });
    expect((await gql(t.url, LATEST, {}, as(student.cookie))).data!.myDataExport).toMatchObject({ state: 'EXPIRED', downloadUrl: null });
    // Its zip is removed from storage (right after the answer).
    for (let i = 0; i < 50 && (await t.services.storage.exists(`exports/${ready.id}.zip`)); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await t.services.storage.exists(`exports/${ready.id}.zip`)).toBe(false);
    expect((await download(ready.downloadUrl, student.cookie)).status).toBe(410);

    // A new request replaces the old export and its file.
    const again = await gql(t.url, REQUEST, {}, as(student.cookie));
    expect(again.data!.requestDataExport.errors).toEqual([]);
    const second = await waitUntilFinished(student.cookie);
    expect(second.id).not.toBe(ready.id);
    expect(await t.services.storage.exists(`exports/${ready.id}.zip`)).toBe(false);
    expect((await download(ready.downloadUrl, student.cookie)).status).toBe(404);
    expect((await download(second.downloadUrl, student.cookie)).status).toBe(200);
    // Deleting the account deletes its exports, zips included.
    expect(await t.services.storage.exists(`exports/${second.id}.zip`)).toBe(true);
    const deleted = await gql(t.url, `mutation { deleteAccount { success errors { code } } }`, {}, as(student.cookie));
    expect(deleted.data!.deleteAccount).toEqual({ success: true, errors: [] });
    expect(await t.services.storage.exists(`exports/${second.id}.zip`)).toBe(false);
    expect(await ds().query(`SELECT id FROM data_exports WHERE user_id = $1`, [student.id])).toEqual([]);
  });

  it('refuses a second request while one is being prepared, even two at once', async () => {
    const student = await accountWithSession(t);
    const both = await Promise.all([gql(t.url, REQUEST, {}, as(student.cookie)), gql(t.url, REQUEST, {}, as(student.cookie))]);
    const payloads = both.map((res) => res.data!.requestDataExport);
    const refused = payloads.filter((p) => p.export === null);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors).toEqual([
      { field: 'export', code: 'CONFLICT', message: 'An export is already being prepared. You can download it here when it is ready.' },
    ]);
    const [{ count }] = await ds().query(`SELECT count(*)::int AS count FROM data_exports WHERE user_id = $1`, [student.id]);
    expect(count).toBe(1);
    await waitUntilFinished(student.cookie);

    // An export still waiting (a row no worker has taken yet): its link says so, 409.
    const waiting = await accountWithSession(t);
    const [{ id }] = await ds().query(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING id`, [waiting.id]);
    const early = await download(`/api/me/data-exports/${id}/download`, waiting.cookie);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toContain('still being prepared');
    expect((await gql(t.url, REQUEST, {}, as(waiting.cookie))).data!.requestDataExport.errors[0].code).toBe('CONFLICT');
  });
});
