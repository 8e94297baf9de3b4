import type { TypedDocumentNode } from '@apollo/client';
import { print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';

/**
 * GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * for the few mutations that carry a file: the avatar and a note's document. Apollo's HttpLink
 * only sends JSON, and an upload link would not report upload progress, so these go through
 * XMLHttpRequest; callers write the returned objects into the Apollo cache themselves.
 */

export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface MultipartOptions {
  /** Called with the fraction (0 to 1) of the request body sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where the api answers; tests point it elsewhere. */
  uri?: string;
}

/** The request did not produce a GraphQL answer (network failure, proxy error page...). */
export class MultipartRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'MultipartRequestError';
  }
}

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * Replaces every File/Blob in the variables with null and lists where each one was, as the
 * spec's `map` part wants: { "0": ["variables.input.file"] }.
 */
export function extractFiles(variables: unknown): { clone: unknown; files: { path: string; file: Blob }[] } {
  const files: { path: string; file: Blob }[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.push({ path, file: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  return { clone: walk(variables, 'variables'), files };
}

const operationNameOf = (document: DocumentNode): string | undefined => {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
};

/** The multipart body: operations, map, then the files in map order. */
export function buildMultipartBody(document: DocumentNode, variables: unknown): FormData {
  // __typename on every object, as Apollo's own requests have, so results can be written to the cache.
  const query = print(addTypenameToDocument(document));
  const { clone, files } = extractFiles(variables);
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: clone, operationName: operationNameOf(document) }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map(({ path }, index) => [String(index), [path]]))));
  files.forEach(({ file }, index) => {
    const name = typeof File !== 'undefined' && file instanceof File ? file.name : 'upload';
    body.append(String(index), file, name);
  });
  return body;
}

/** Sends one operation as multipart and resolves with the GraphQL answer (data and/or errors). */
export function sendMultipart<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { onProgress, signal, uri = '/graphql' }: MultipartOptions = {},
): Promise<GraphQLResponse<TData>> {
  const body = buildMultipartBody(document, variables);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uri);
    xhr.withCredentials = true;
    // Apollo Server's CSRF prevention refuses multipart requests without a preflight-forcing header.
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
    }
    xhr.onload = () => {
      const text = xhr.responseText;
      const parsed = parseJson(text);
      if (parsed && typeof parsed === 'object' && ('data' in parsed || 'errors' in parsed)) {
        resolve(parsed as GraphQLResponse<TData>);
        return;
      }
      const detail = text.trim() && !parsed ? `: ${text.trim().slice(0, 200)}` : '';
      reject(new MultipartRequestError(`Request failed with status ${xhr.status}${detail}`, xhr.status));
    };
    xhr.onerror = () => reject(new MultipartRequestError('Could not reach the server. Check your connection and try again.', 0));
    xhr.onabort = () => reject(new MultipartRequestError('The upload was cancelled.', 0));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
