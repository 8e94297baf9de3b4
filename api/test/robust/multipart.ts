import { noteFields } from '../uploads';

/** Hand-built multipart bodies, so a test can send exactly the broken shape it wants. */
export interface Part {
  name: string;
  data: string | Buffer;
  filename?: string;
  contentType?: string;
  /** Raw header lines instead of the usual Content-Disposition (for broken parts). */
  rawHeaders?: string;
}

export const BOUNDARY = '----robustBoundary7MA4YWxkTrZu0gW';

export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.rawHeaders !== undefined) chunks.push(Buffer.from(`${p.rawHeaders}\r\n\r\n`));
    else {
      const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"${file}\r\n`));
      if (p.filename !== undefined) chunks.push(Buffer.from(`Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`));
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** The fields of a valid note form (the spec's REST names). */
export const NOTE_FORM = noteFields({ title: 'Robustness upload', description: 'Sent by the robustness suite' });

let unique = 0;
/** A small text document that is new each time (the api refuses a file it already has). */
export const textFile = (size = 2000) => {
  unique += 1;
  const head = `Robust upload ${process.pid} ${unique} ${Date.now()}\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length), 'lorem ipsum dolor sit amet\n')]);
};

export const noteFormParts = (fields: Record<string, string> = NOTE_FORM, file?: { data: Buffer; filename: string }): Part[] => [
  ...Object.entries(fields).map(([name, data]) => ({ name, data })),
  ...(file ? [{ name: 'file', data: file.data, filename: file.filename, contentType: 'text/plain' }] : []),
];

/** GraphQL multipart request spec: operations, map, then the files. */
export function graphqlUploadParts(query: string, variables: Record<string, unknown>, filePath: string, file: { data: Buffer; filename: string }): Part[] {
  return [
    { name: 'operations', data: JSON.stringify({ query, variables }) },
    { name: 'map', data: JSON.stringify({ 0: [filePath] }) },
    { name: '0', data: file.data, filename: file.filename, contentType: 'text/plain' },
  ];
}

export const CREATE_NOTE_MUTATION = 'mutation($input: CreateNoteInput!) { createNote(input: $input) { note { id } errors { code field message } } }';
export const GRAPHQL_NOTE_INPUT = {
  title: 'Robustness upload',
  description: 'Sent by the robustness suite',
  subject: 'Operating Systems',
  course: 'Computer Science Engineering (B.Tech/B.E)',
  semester: 5,
  batch: '2022-2026',
  college: 'MANIT Bhopal',
  confirmOriginal: true,
  file: null,
};
