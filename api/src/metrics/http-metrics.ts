import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler } from 'express';
import { httpDuration, httpRequests } from './registry';

/**
 * The route a request matched, as a template (`/api/notes/:id/download`), so that each route is
 * one series whatever the ids: Express sets req.route on the route that answered. Requests no
 * route answered are grouped by what served them, never by their path (unbounded).
 */
function routeOf(req: Request, matched: string | undefined): string {
  if (matched) return matched;
  const url = req.originalUrl;
  if (url.startsWith('/graphql')) return '/graphql';
  if (url.startsWith('/api/')) return '/api/*';
  if (url.startsWith('/assets/')) return '/assets/*';
  if (url.startsWith('/media/')) return '/media/*';
  return 'other';
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Counts and times every HTTP answer (mounted first, so it sees every request). */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Express sets req.route when a route matches, with req.baseUrl still the router's mount
    // path (a router resets baseUrl when it is done, before the answer finishes): note both then.
    let route: Request['route'];
    let matched: string | undefined;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: Request['route']) {
        route = value;
        if (typeof value?.path === 'string') matched = `${req.baseUrl}${value.path}`;
      },
    });
    res.once('finish', () => {
      const labels = { route: routeOf(req, matched), method: req.method, status_class: statusClass(res.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, (performance.now() - started) / 1000);
    });
    next();
  };
}
