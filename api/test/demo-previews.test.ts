import { randomUUID } from 'node:crypto';
import { makePdf } from '../src/seed/documents';
import { testAppForFile } from './app';
import { buildNote, buildUser } from './factories';
import { waitForProcessing } from './processing';

// Demo notes are seeded without page images; after a first start the newest ones get them
// through the job queue, below uploads (NoteService.queuePreviewsOfNewest, server.ts).
jest.setTimeout(120_000);

const t = testAppForFile();

async function storedPdfNote(createdAt: Date, overrides: Parameters<typeof buildNote>[1] = {}) {
  const fileKey = `notes/${randomUUID()}.pdf`;
  await t.services.storage.put(fileKey, makePdf('Thermodynamics', ['Entropy of an ideal gas.']), 'application/pdf');
  return buildNote(t.db.dataSource, { fileKey, createdAt, ...overrides });
}

it('queues the newest approved notes without page images, at low priority, and they get thumbnails', async () => {
  const ds = t.db.dataSource;
  const owner = await buildUser(ds);
  const now = Date.now();
  const newest = await storedPdfNote(new Date(now + 60_000), { uploaderId: owner.id });
  const second = await storedPdfNote(new Date(now + 50_000), { uploaderId: owner.id });
  const older = await storedPdfNote(new Date(now + 40_000), { uploaderId: owner.id });
  const pending = await storedPdfNote(new Date(now + 70_000), { uploaderId: owner.id, approved: false });
  const link = await buildNote(ds, {
    uploaderId: owner.id,
    fileKey: null,
    fileName: null,
    fileMime: null,
    fileSize: null,
    externalUrl: 'https://example.com/notes.pdf',
    createdAt: new Date(now + 80_000),
  });

  expect(await t.services.notes.queuePreviewsOfNewest(2)).toBe(2);

  const status = async (id: string) => (await ds.query(`SELECT processing_status AS s FROM notes WHERE id = $1`, [id]))[0].s;
  expect(await status(pending.id)).toBe('ready'); // never public, so not the demo's face
  expect(await status(link.id)).toBe('ready'); // no stored file to draw
  expect(await status(older.id)).toBe('ready'); // past the limit
  const jobs: { priority: number; data: { noteId: string } }[] = await ds.query(
    `SELECT priority, data FROM pgboss.job WHERE name = 'note-processing' AND data->>'noteId' = ANY($1)`,
    [[newest.id, second.id, older.id]],
  );
  expect(jobs.map((j) => j.data.noteId).sort()).toEqual([newest.id, second.id].sort());
  expect(jobs.every((j) => j.priority < 0)).toBe(true);
  // Newest first: the queue takes the higher priority first.
  const priorityOf = (id: string) => jobs.find((j) => j.data.noteId === id)!.priority;
  expect(priorityOf(newest.id)).toBeGreaterThan(priorityOf(second.id));

  for (const id of [newest.id, second.id]) expect(await waitForProcessing(ds, id)).toEqual({ status: 'ready', reason: null });
  const [row] = await ds.query(`SELECT cardinality(preview_keys) AS n FROM notes WHERE id = $1`, [newest.id]);
  expect(row.n).toBeGreaterThan(0);

  // Notes that have images are never queued again: the next call reaches the older one only.
  expect(await t.services.notes.queuePreviewsOfNewest(2)).toBe(1);
  expect(await status(older.id)).toBe('processing');
  expect(await waitForProcessing(ds, older.id)).toEqual({ status: 'ready', reason: null });
});
