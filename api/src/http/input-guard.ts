import type { RequestHandler } from 'express';
import { badInput } from '../errors';

// PostgreSQL text cannot hold U+0000, so a NUL would fail deep inside a write; refuse it up front.
const NUL = /\u0000/;
// Other C0 controls (and DEL) are invisible noise a user never means to type: strip them.
// Tab, line feed and carriage return stay: they are how text is laid out.
const STRAY_CONTROLS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** One text value from a request: NUL refused, stray control characters stripped. */
export function cleanText(value: string, field?: string): string {
  if (NUL.test(value)) throw badInput(NUL_MESSAGE, field ? [{ field, message: NUL_MESSAGE }] : []);
  return STRAY_CONTROLS.test(value) ? value.replace(STRAY_CONTROLS, '') : value;
}

const MAX_DEPTH = 32;

/** Cleans every string in a parsed JSON value in place (bounded depth: bodies are size-limited). */
function cleanTree(value: unknown, path: string, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value, path || undefined);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = cleanTree(value[i], `${path}[${i}]`, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (NUL.test(key)) throw badInput(NUL_MESSAGE);
    record[key] = cleanTree(record[key], path ? `${path}.${key}` : key, depth + 1);
  }
  return value;
}

/**
 * Runs after the body parsers: a NUL anywhere in the URL, a JSON body or GraphQL variables is
 * refused with 400 (BAD_USER_INPUT); other control characters are stripped from body strings.
 * The GraphQL document itself keeps its text (a control character there is a syntax error),
 * but a NUL written as an escape inside one of its strings is refused too.
 */
export const guardTextInput: RequestHandler = (req, _res, next) => {
  try {
    if (/%00/.test(req.originalUrl)) throw badInput(NUL_MESSAGE);
    const body = req.body as unknown;
    if (body && typeof body === 'object') {
      const query = (body as { query?: unknown }).query;
      if (typeof query === 'string' && (NUL.test(query) || /\\u0000|\\u\{0+\}/i.test(query))) throw badInput(NUL_MESSAGE);
      for (const key of Object.keys(body)) {
        if (key === 'query') continue;
        (body as Record<string, unknown>)[key] = cleanTree((body as Record<string, unknown>)[key], key === 'variables' ? '' : key, 0);
      }
    }
    next();
  } catch (err) {
    next(err);
  }
};
