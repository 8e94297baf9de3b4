import { badInput } from '../errors';

/**
 * Opaque keyset cursors on (sort key, id). The sort key is kept as PostgreSQL's own text
 * form so timestamps keep their microseconds (a JS Date would drop them and skip rows).
 */
export function encodeCursor(sortKey: string, id: string): string {
  return Buffer.from(JSON.stringify([sortKey, id]), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): { sortKey: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && UUID.test(value[1])) {
      return { sortKey: value[0], id: value[1] };
    }
  } catch {
    // fall through to the error below
  }
  throw badInput('The cursor is not valid; start again from the first page.', [{ field: 'after', message: 'not a valid cursor' }]);
}

export const isUuid = (value: string): boolean => UUID.test(value);
