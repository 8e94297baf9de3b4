import { testDatabaseForFile } from './db';
import { buildComment, buildLike, buildNote, buildSave, buildUser } from './factories';

const db = testDatabaseForFile();

describe('database rules', () => {
  it('keeps semesters within 1-8 and needs a file or a URL', async () => {
    await expect(buildNote(db.dataSource, { semester: 9 })).rejects.toThrow(/check constraint/);
    await expect(buildNote(db.dataSource, { semester: 0 })).rejects.toThrow(/check constraint/);
    await expect(buildNote(db.dataSource, { fileKey: null, externalUrl: null })).rejects.toThrow(/notes_file_or_url/);
    await expect(buildNote(db.dataSource, { fileKey: null, externalUrl: 'javascript:alert(1)' })).rejects.toThrow(/check constraint/);
  });

  it('makes emails and usernames unique regardless of case', async () => {
    await buildUser(db.dataSource, { email: 'Asha@Example.com', username: 'asha' });
    await expect(buildUser(db.dataSource, { email: 'asha@example.COM' })).rejects.toThrow(/users_email_key/);
    await expect(buildUser(db.dataSource, { username: 'ASHA' })).rejects.toThrow(/users_username_key/);
  });

  it('allows one like and one save per user and note', async () => {
    const note = await buildNote(db.dataSource);
    const user = await buildUser(db.dataSource);
    await buildLike(db.dataSource, note.id, user.id);
    await expect(db.dataSource.query('INSERT INTO likes (note_id, user_id) VALUES ($1, $2)', [note.id, user.id])).rejects.toThrow(/duplicate key/);
    await buildSave(db.dataSource, note.id, user.id);
    await expect(db.dataSource.query('INSERT INTO saved_notes (note_id, user_id) VALUES ($1, $2)', [note.id, user.id])).rejects.toThrow(/duplicate key/);
  });

  it('removes everything a user owns with the user, and everything on a note with the note', async () => {
    const ds = db.dataSource;
    const owner = await buildUser(ds);
    const other = await buildUser(ds);
    const ownNote = await buildNote(ds, { uploaderId: owner.id });
    const otherNote = await buildNote(ds, { uploaderId: other.id });
    await buildComment(ds, otherNote.id, owner.id);
    await buildLike(ds, otherNote.id, owner.id);
    await buildSave(ds, otherNote.id, owner.id);
    await buildComment(ds, ownNote.id, other.id);

    await ds.query('DELETE FROM users WHERE id = $1', [owner.id]);
    const count = async (sql: string, params: unknown[]) => Number((await ds.query(sql, params))[0].count);
    expect(await count('SELECT count(*) FROM notes WHERE uploader_id = $1', [owner.id])).toBe(0);
    expect(await count('SELECT count(*) FROM comments WHERE note_id = $1 OR author_id = $2', [ownNote.id, owner.id])).toBe(0);
    expect(await count('SELECT count(*) FROM likes WHERE user_id = $1', [owner.id])).toBe(0);
    expect(await count('SELECT count(*) FROM saved_notes WHERE user_id = $1', [owner.id])).toBe(0);
    expect(await count('SELECT count(*) FROM notes WHERE id = $1', [otherNote.id])).toBe(1);
  });

  it('can be rolled back and applied again', async () => {
    for (let i = 0; i < db.dataSource.migrations.length; i++) await db.dataSource.undoLastMigration();
    const tables = await db.dataSource.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'notes'`);
    expect(tables[0].n).toBe(0);
    await db.dataSource.runMigrations();
    const again = await db.dataSource.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'notes'`);
    expect(again[0].n).toBe(1);
  });
});
