import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * A CampusNotes backup is one tar file: the database (either `db/database.pgdump`, pg_dump's
 * custom format, or one `db/<nn>-<table>.copy.gz` per table, in the order they are restored),
 * every stored file a note points to (`files/<storage key>`), and `manifest.json` last, which
 * lists every other entry with its size and SHA-256. Restore reads the whole archive once to
 * check every checksum before it changes anything.
 */
export const FORMAT = 'campusnotes-backup';
/** Version 1: COPY snapshots only (what older CampusNotes read). Version 2: pg_dump's custom format, which they must refuse. */
export const FORMAT_VERSION = 1;
export const PG_DUMP_FORMAT_VERSION = 2;
export const PG_DUMP_ENTRY = 'db/database.pgdump';
export const MANIFEST_ENTRY = 'manifest.json';

export interface ArchiveEntry {
  entry: string;
  bytes: number;
  sha256: string;
}

export interface TableEntry extends ArchiveEntry {
  table: string;
  /** The columns COPY wrote, in order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
}

export interface FileEntry extends ArchiveEntry {
  key: string;
}

/** The database as `pg_dump --format=custom` wrote it (manifest `method: 'pg_dump-custom'`). */
export interface DatabaseDumpEntry extends ArchiveEntry {
  /** What the pg_dump that wrote it printed for `--version`. */
  tool: string;
  /** Its major version: restoring needs a pg_restore at least this new. */
  toolMajor: number;
  /** pg_dump options that left things out (pg-boss's queue, pending file writes). */
  excluded: string[];
}

/** How the database part was made: pg_dump's custom format, or COPY of every table inside one repeatable-read snapshot. */
export type DumpMethod = 'pg_dump-custom' | 'copy-snapshot';

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** PostgreSQL's version string of the server the dump came from. */
  server: string;
  /** server_version_num of that server (written since pg_dump archives; absent in older ones). */
  serverVersionNum?: number;
  method: DumpMethod;
  /** method 'pg_dump-custom': the dump's entry. */
  database?: DatabaseDumpEntry;
  /** The app's migrations applied to the dumped database, oldest first: restore applies exactly these before loading. */
  migrations: string[];
  /** method 'copy-snapshot': one entry per table (empty for pg_dump archives, whose dump holds every table). */
  tables: TableEntry[];
  /** method 'copy-snapshot': sequence positions (pg_dump archives hold them in the dump). */
  sequences: { name: string; value: string | null }[];
  files: FileEntry[];
  counts: { rows: Record<string, number>; files: number; documents: number; previewImages: number; fileBytes: number };
}

/** A corrupt, truncated or foreign archive: restore stops before changing anything. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** Passes bytes through while counting them and computing their SHA-256. */
export function digestStream(): Transform & { result(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { result(): { bytes: number; sha256: string } };
  let digest: string | undefined;
  stream.result = () => ({ bytes, sha256: (digest ??= hash.digest('hex')) });
  return stream;
}

/** Writes entries one after another into a tar file; entries come from files already on disk (their size must be known). */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;

  constructor(target: string) {
    this.written = pipeline(this.pack, fs.createWriteStream(target, { flags: 'wx' }));
    this.written.catch(() => undefined); // reported by finish()
  }

  async addFile(name: string, filePath: string): Promise<void> {
    const { size } = await fs.promises.stat(filePath);
    const entry = this.pack.entry({ name, size, mode: 0o644, mtime: new Date() });
    await pipeline(fs.createReadStream(filePath), entry);
  }

  async addBuffer(name: string, body: Buffer): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name, size: body.length, mode: 0o644, mtime: new Date() }, body, (err) => (err ? reject(err) : resolve()));
    });
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
  }

  destroy(): void {
    this.pack.destroy();
  }
}

/**
 * Reads the archive's entries in order; `onEntry` must consume (or drain) each stream. Anything
 * tar cannot parse (truncation, garbage) becomes an ArchiveError.
 */
export async function readArchive(file: string, onEntry: (name: string, body: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      const body = entry as unknown as Readable;
      await onEntry(entry.header.name, body);
      body.resume(); // whatever the callback left unread
    }
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ArchiveError(`no archive at ${file}`);
    throw new ArchiveError(`${file} is not a readable CampusNotes backup (${err instanceof Error ? err.message : String(err)}): it is truncated or corrupt`);
  } finally {
    source.destroy();
  }
}

/**
 * The checking pass: reads every entry, checks it against the manifest (sizes and SHA-256), and
 * returns the manifest. Throws ArchiveError naming the first problem.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  await readArchive(file, async (name, body) => {
    if (name === MANIFEST_ENTRY) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      manifestText = Buffer.concat(chunks).toString('utf8');
      return;
    }
    const digest = digestStream();
    await pipeline(body, digest, async function drain(source: AsyncIterable<unknown>) {
      for await (const _ of source) void _;
    });
    seen.set(name, digest.result());
  });
  if (manifestText === undefined) throw new ArchiveError(`${file} has no ${MANIFEST_ENTRY}: it is not a CampusNotes backup, or it was cut short`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new ArchiveError(`${MANIFEST_ENTRY} in ${file} is not valid JSON: the archive is corrupt`);
  }
  if (manifest.format !== FORMAT) throw new ArchiveError(`${file} is not a CampusNotes backup`);
  if (manifest.version !== FORMAT_VERSION && manifest.version !== PG_DUMP_FORMAT_VERSION)
    throw new ArchiveError(`${file} is a version ${manifest.version} backup; this CampusNotes reads versions ${FORMAT_VERSION} and ${PG_DUMP_FORMAT_VERSION}`);
  const isDump = manifest.method === 'pg_dump-custom';
  if (isDump !== Boolean(manifest.database) || isDump !== (manifest.version === PG_DUMP_FORMAT_VERSION) || (manifest.method !== 'copy-snapshot' && !isDump))
    throw new ArchiveError(`the archive is corrupt: its manifest's database method "${String(manifest.method)}" does not match its entries`);
  const listed = [...(manifest.database ? [manifest.database] : []), ...manifest.tables, ...manifest.files];
  for (const item of listed) {
    const got = seen.get(item.entry);
    if (!got) throw new ArchiveError(`the archive is corrupt: ${item.entry} is listed in the manifest but missing`);
    if (got.bytes !== item.bytes || got.sha256 !== item.sha256) {
      throw new ArchiveError(
        `the archive is corrupt: ${item.entry} does not match its checksum (expected ${item.bytes} bytes, sha256 ${item.sha256.slice(0, 12)}…; found ${got.bytes} bytes, sha256 ${got.sha256.slice(0, 12)}…)`,
      );
    }
  }
  if (seen.size !== listed.length) {
    const extra = [...seen.keys()].filter((name) => !listed.some((item) => item.entry === name));
    throw new ArchiveError(`the archive is corrupt: ${extra.length} entries are not in the manifest (${extra.slice(0, 3).join(', ')})`);
  }
  return manifest;
}
