import type { Request, Response } from 'express';
import { httpDuration, httpRequests } from './registry';

/**
 * The route a request matched, as a template (`/api/notes/:id/download`), so that each route is
 * one series whatever the ids: Express sets req.route on the route that answered. Requests no
 * route answered are grouped by what served them, never by their path (unbounded).
 */
function routeOf(req: Request): string {
  const template: unknown = req.route?.path;
  if (typeof template === 'string') return `${mountPath(req, template)}${template}`;
  const url = req.originalUrl;
  if (url.startsWith('/graphql')) return '/graphql';
  if (url.startsWith('/api/')) return '/api/*';
  if (url.startsWith('/assets/')) return '/assets/*';
  if (url.startsWith('/media/')) return '/media/*';
  return 'other';
}

/**
 * The path of the router the route belongs to (`/api` for `/notes/:id/download`). Express has put
 * req.baseUrl back by the time the answer finishes, so it is read off the URL: the route's
 * template has as many segments as the part of the path it matched.
 */
function mountPath(req: Request, template: string): string {
  if (/[*{(]/.test(template)) return req.baseUrl;
  const segments = (req.originalUrl.split('?')[0] ?? '').replace(/\/+$/, '').split('/');
  const matched = template === '/' ? 0 : template.replace(/\/+$/, '').split('/').length - 1;
  return segments.slice(0, Math.max(1, segments.length - matched)).join('/');
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Counts and times every HTTP answer: told by the request log's listener (http/request-log.ts,
 * mounted first, so it sees every request) of each request that got its whole answer.
 */
export function httpMetrics(): (req: Request, res: Response, ms: number) => void {
  return (req, res, ms) => {
    const labels = { route: routeOf(req), method: req.method, status_class: statusClass(res.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, ms / 1000);
  };
}
