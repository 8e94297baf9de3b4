import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ChildWorkError } from './child-work-error';

/**
 * LibreOffice headless as the converter of Office documents (PPTX, DOCX, DOC) to PDF, so their
 * previews are the pages their author saw, drawn by the PDF page-image path. Optional: where the
 * machine has no LibreOffice (a bare `npm start`), the callers fall back to the text preview.
 */

export class ConvertError extends ChildWorkError {}

/**
 * The soffice binary to use: OFFICE_CONVERTER (`off` turns conversion off, a path picks one),
 * else `soffice` when it is on the PATH; null when there is none. Looked up once per setting.
 */
const found = new Map<string, Promise<string | null>>();
export function officeConverter(setting: string | undefined): Promise<string | null> {
  const wanted = setting?.trim() || 'soffice';
  if (wanted === 'off') return Promise.resolve(null);
  let lookup = found.get(wanted);
  if (!lookup) {
    lookup = new Promise((resolve) => execFile(wanted, ['--version'], { timeout: 30_000 }, (error) => resolve(error ? null : wanted)));
    found.set(wanted, lookup);
  }
  return lookup;
}

/**
 * Converts `source` to a PDF in `outDir` and returns its path. Each call has its own LibreOffice
 * profile (in `outDir`), so conversions of two jobs never share one and never wait on its lock;
 * the whole process group is killed at the deadline or on abort.
 */
export function convertToPdf(soffice: string, source: string, outDir: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<string> {
  const profile = path.join(outDir, 'lo-profile');
  const args = [
    `-env:UserInstallation=${pathToFileURL(profile).href}`,
    '--headless',
    '--invisible',
    '--nologo',
    '--nodefault',
    '--nolockcheck',
    '--norestore',
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    source,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(soffice, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, HOME: outDir } });
    let stderr = '';
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error && child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      void fs.promises.rm(profile, { recursive: true, force: true });
      if (error) return reject(error);
      const pdf = path.join(outDir, `${path.parse(source).name}.pdf`);
      if (!fs.existsSync(pdf)) return reject(new ConvertError(`LibreOffice wrote no PDF: ${stderr.trim().slice(0, 300)}`));
      resolve(pdf);
    };
    const onAbort = () => finish(new ConvertError('conversion was stopped (the job queue is shutting down)'));
    const timer = setTimeout(() => finish(new ConvertError(`conversion passed ${options.timeoutMs} ms`, true)), options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted) onAbort();
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => finish(new ConvertError(`LibreOffice did not start: ${error.message}`)));
    child.on('exit', (code, signal) =>
      finish(code === 0 ? null : new ConvertError(`LibreOffice exited (${signal ?? `code ${code}`}): ${stderr.trim().slice(0, 300)}`)),
    );
  });
}
