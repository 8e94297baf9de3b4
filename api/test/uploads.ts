import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './app';

/** A valid note form under the spec's REST field names, as a browser posts them; tests override what they check. */
export const noteFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Process Scheduling Notes',
  description: 'Round robin and priority scheduling',
  subjectName: 'Operating Systems',
  courseName: 'Computer Science Engineering (B.Tech/B.E)',
  semester: '5',
  batch: '2022-2026',
  collegeName: 'MANIT Bhopal',
  ...overrides,
});

/** The multipart body of the note form, with the document when one is given. */
export function noteFormData(fields: Record<string, string>, file?: { bytes: Buffer; name: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

/** Shares a note through REST multipart, signed in when given a cookie: the status and the answer. */
export async function createNoteByForm(app: TestApp, cookie: string | undefined, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const res = await fetch(`${app.url}/api/uploading/create`, {
    method: 'POST',
    headers: cookie ? { cookie, origin: app.url } : {},
    body: noteFormData(fields, file),
  });
  // any: the answer's shape is what the tests assert, field by field.
  return { status: res.status, body: (await res.json()) as any };
}

/** The files in a folder of the app's data directory (`files/notes`, `files/previews`, `tmp`). */
export function filesIn(app: TestApp, folder: string): string[] {
  const dir = path.join(app.dataDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

export const noteCount = async (app: TestApp) => Number((await app.db.dataSource.query('SELECT count(*) FROM notes'))[0].count);
