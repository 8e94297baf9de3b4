import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../src/auth/passwords';
import { COURSES } from '../src/domain/courses';
import { clearAllData } from '../src/seed/reset';
import { isDatabaseEmpty, seedDemoData, seedDemoDataIfEmpty } from '../src/seed/seed';
import type { FileStorage } from '../src/storage';
import { LocalStorage } from '../src/storage/local-storage';
import { createTestDatabase, type TestDatabase } from './db';

let db: TestDatabase;
let root: string;
let storage: FileStorage;

beforeAll(async () => {
  db = await createTestDatabase();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-files-'));
  storage = new LocalStorage(root);
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

const storedFiles = () => (fs.existsSync(path.join(root, 'notes')) ? fs.readdirSync(path.join(root, 'notes')).length : 0);

async function counts(): Promise<Record<string, number>> {
  const [row] = await db.dataSource.query(`
    SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM notes)::int AS notes,
           (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM likes)::int AS likes,
           (SELECT count(*) FROM saved_notes)::int AS saves`);
  return row;
}

describe('seedDemoData', () => {
  it('fills an empty database with users, notes and their files, reactions and two sign-in accounts', async () => {
    const ds = db.dataSource;
    expect(await isDatabaseEmpty(ds)).toBe(true);

    const result = await seedDemoData(ds, storage, {
      notes: 150,
      users: 25,
      adminPassword: 'admin-secret-1',
      studentPassword: 'student-pass-1',
    });

    expect(result).toMatchObject({
      users: 27,
      notes: 150,
      files: 150,
      admin: { email: 'admin@campusnotes.local', password: 'admin-secret-1', created: true },
      student: { email: 'student@campusnotes.local', password: 'student-pass-1', created: true },
    });
    expect(await counts()).toEqual({
      users: 27,
      notes: 150,
      comments: result.comments,
      likes: result.likes,
      saves: result.saves,
    });
    expect(result.comments).toBeGreaterThan(150);
    expect(await isDatabaseEmpty(ds)).toBe(false);

    const [{ courses }] = await ds.query('SELECT count(DISTINCT course)::int AS courses FROM notes');
    expect(courses).toBe(COURSES.length);

    const accounts: Array<{ email: string; role: string; password_hash: string }> = await ds.query(
      'SELECT email, role, password_hash FROM users WHERE password_hash IS NOT NULL ORDER BY email',
    );
    expect(accounts.map((a) => [a.email, a.role])).toEqual([
      ['admin@campusnotes.local', 'admin'],
      ['student@campusnotes.local', 'user'],
    ]);
    await expect(verifyPassword(accounts[0].password_hash, 'admin-secret-1')).resolves.toBe(true);
    await expect(verifyPassword(accounts[1].password_hash, 'student-pass-1')).resolves.toBe(true);

    const [student] = await ds.query(`
      SELECT (SELECT count(*) FROM notes n WHERE n.uploader_id = u.id)::int AS uploads,
             (SELECT count(*) FROM notes n WHERE n.uploader_id = u.id AND NOT n.approved)::int AS pending,
             (SELECT count(*) FROM saved_notes s WHERE s.user_id = u.id)::int AS saves
      FROM users u WHERE u.email = 'student@campusnotes.local'`);
    expect(student).toEqual({ uploads: 3, pending: 1, saves: 6 });

    const notes: Array<{ file_key: string; file_size: number; file_sha256: string; extracted_text: string }> = await ds.query(
      'SELECT file_key, file_size, file_sha256, extracted_text FROM notes',
    );
    for (const note of notes) {
      const bytes = fs.readFileSync(path.join(root, note.file_key));
      expect([bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([note.file_size, note.file_sha256]);
    }
    expect(storedFiles()).toBe(150);

    // The study text inside the files is searchable.
    const [{ found }] = await ds.query(`SELECT count(*)::int AS found FROM notes WHERE search_vector @@ websearch_to_tsquery('english', $1)`, [
      notes[0].extracted_text.split('\n\n')[2].split(' ').slice(0, 6).join(' '),
    ]);
    expect(found).toBeGreaterThan(0);
  });

  it('seeds only an empty database when asked, and otherwise adds to the data', async () => {
    const ds = db.dataSource;
    expect(await seedDemoDataIfEmpty(ds, storage, { notes: 5, users: 5 })).toBeNull();

    const before = await counts();
    // The same default seed draws the same usernames again: they must be renamed, not clash.
    const again = await seedDemoData(ds, storage, { notes: 20, users: 25 });
    expect(again.admin).toEqual({ email: 'admin@campusnotes.local', created: false });
    expect(again.student).toEqual({ email: 'student@campusnotes.local', created: false });
    expect(again.users).toBe(25);
    const after = await counts();
    expect([after.users, after.notes]).toEqual([before.users + 25, before.notes + 20]);
    expect(storedFiles()).toBe(after.notes);
  });

  it('removes what it added, rows and files, when storing a file fails part-way', async () => {
    const before = await counts();
    const filesBefore = storedFiles();
    let puts = 0;
    const failing: FileStorage = {
      put: (key, body, type) => (++puts === 2500 ? Promise.reject(new Error('disk full')) : storage.put(key, body, type)),
      putFile: (key, file, type) => storage.putFile(key, file, type),
      copy: (source, key) => storage.copy(source, key),
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      exists: (key) => storage.exists(key),
    };
    // The failure comes after the first batch of 2,000 notes was committed.
    await expect(seedDemoData(db.dataSource, failing, { notes: 4000, users: 30 })).rejects.toThrow('disk full');
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toBe(filesBefore);
  }, 120_000);
});

describe('clearAllData', () => {
  it('empties the tables and removes the files the rows pointed at', async () => {
    const { files } = await clearAllData(db.dataSource, storage);
    expect(files).toBeGreaterThan(0);
    expect(await counts()).toEqual({ users: 0, notes: 0, comments: 0, likes: 0, saves: 0 });
    expect(storedFiles()).toBe(0);
    expect(await isDatabaseEmpty(db.dataSource)).toBe(true);
  });
});
