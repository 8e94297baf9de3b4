import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * helmet's security headers, worked out once. With no directive that depends on the request
 * (no nonces, no functions), helmet sets the same headers on every response, through a dozen
 * middlewares that rebuild them each time: here helmet runs once, at startup, against a recorder,
 * and each response gets the recorded headers (and removals) in the same order, as they are.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.some((value) => typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function'))))
    throw new Error('securityHeaders: a Content-Security-Policy directive is worked out per request (a function); use helmet itself for those.');
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      steps.push({ set: name, value: String(value) });
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let finished = false;
  helmet(options)({ headers: {}, method: 'GET', url: '/' } as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously: its options must not depend on the request.');
  return (_req, res, next) => {
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set, step.value);
      else res.removeHeader(step.remove);
    }
    next();
  };
}
