import type { DataSource } from 'typeorm';

export interface ProcessingState {
  status: 'processing' | 'ready' | 'failed';
  reason: string | null;
}

/** Waits for a note's background processing (api/src/jobs) to finish, ready or failed. */
export async function waitForProcessing(ds: DataSource, noteId: string, timeoutMs = 60_000): Promise<ProcessingState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row]: ProcessingState[] = await ds.query(`SELECT processing_status AS status, processing_reason AS reason FROM notes WHERE id = $1`, [noteId]);
    if (!row) throw new Error(`note ${noteId} is gone`);
    if (row.status !== 'processing') return row;
    if (Date.now() > deadline) throw new Error(`note ${noteId} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
