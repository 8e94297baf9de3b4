import type { Page } from 'playwright-core';

/** The statement a student ticks to confirm a note is theirs to share (the form requires it). */
export const ORIGINALITY = 'I confirm this is original content and I have permission to share it. I understand it will be available to help other students.';

export interface SharedNote {
  title: string;
  description?: string;
  subject: string;
  semester: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

/**
 * Fills the share-a-note form (/uploading-notes) as a student does: the course picked from its
 * suggestions, a college, a batch, the file, and the originality box ticked. The caller submits,
 * so that it can watch the request.
 */
export async function fillNoteForm(page: Page, note: SharedNote): Promise<void> {
  await page.getByLabel('Title').fill(note.title);
  if (note.description !== undefined) await page.getByLabel('Description').fill(note.description);
  await page.getByLabel('Subject').fill(note.subject);
  await page.getByLabel('College').fill('MANIT Bhopal');
  await page.getByRole('combobox', { name: 'Course' }).fill('computer sc');
  await page.getByRole('option', { name: 'Computer Science Engineering (B.Tech/B.E)' }).click();
  await page.getByLabel('Semester').selectOption(note.semester);
  await page.getByLabel('Batch').selectOption('2022-2026');
  await page.getByLabel('Upload a file').setInputFiles(note.file);
  await page.getByText(ORIGINALITY).click();
}
