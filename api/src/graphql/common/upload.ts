import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError } from '../../errors';
import type { IncomingFile } from '../../services/note.service';

/** The multipart Upload scalar (graphql-upload); clients must send `apollo-require-preflight`. */
export { GraphQLUpload };
export type { FileUpload };

/**
 * The Upload argument as a stream for the note service. graphql-upload rejects the upload's
 * promise (or createReadStream throws) when the multipart body was cut off or refused: that is
 * the client's broken request, answered BAD_REQUEST, never an internal error.
 */
export async function receiveUpload(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | null> {
  if (!upload) return null;
  try {
    const file = await upload;
    return { stream: file.createReadStream(), filename: file.filename };
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', (err as Error).message);
    throw new AppError('BAD_REQUEST', 'The upload was cut off or is not valid multipart form data; please try again.');
  }
}

/** A list of Upload arguments (photos of pages), in their order. */
export async function receiveUploads(uploads: Promise<FileUpload>[] | null | undefined): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const upload of uploads ?? []) {
    const file = await receiveUpload(upload);
    if (file) files.push(file);
  }
  return files;
}
