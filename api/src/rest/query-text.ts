import type { Request } from 'express';

/** A query-string parameter as trimmed text; undefined when absent, repeated or blank. */
export function queryText(req: Request, name: string): string | undefined {
  const v = req.query[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}
