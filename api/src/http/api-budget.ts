import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { bearerTokenOf } from '../auth/authenticate';
import {
  consumeQuietly,
  createRateLimiter,
  type Queryable,
  type RateLimiter,
  type RateLimitInfo,
  RateLimitedError,
  secondsUntil,
  setRateLimitHeaders,
} from '../auth/rate-limit';
import { requestSource } from './same-origin';

/** Budgets are per hour, like GitHub's 5,000 points per hour per token. */
export const API_BUDGET_WINDOW_SECONDS = 3600;

/**
 * GraphQL cost counts objects (graphql/limits.ts); a point is up to 100 of them, as on GitHub,
 * so a page of 12 notes with their uploaders costs 1 point and the largest query allowed 100.
 */
export const OBJECTS_PER_POINT = 100;

export const pointsForCost = (cost: number): number => Math.max(1, Math.ceil(cost / OBJECTS_PER_POINT));

/** Whose budget a request spends: an API token's, an anonymous script's address, or none. */
export interface BudgetKey {
  kind: 'token' | 'address';
  key: string;
}

/**
 * API tokens spend their own budget, keyed by the token's hash (never the secret). Requests
 * with no credentials that did not come from this site's pages (curl, scripts, other sites)
 * spend their address's. Cookie sessions and the web app's own visitors spend none: the web app
 * is the product, and a campus behind one address must not share one budget. Fetch metadata and
 * Origin can be forged by a script, which then only escapes this fairness budget: the per-request
 * limits (size, depth, cost) still hold for everyone.
 */
export function budgetKeyOf(req: Request): BudgetKey | null {
  const token = bearerTokenOf(req.headers.authorization);
  if (token !== null) return req.viewer ? { kind: 'token', key: createHash('sha256').update(token).digest('hex').slice(0, 32) } : null;
  if (req.viewer || requestSource(req) === 'same') return null;
  return { kind: 'address', key: req.ip ?? 'unknown' };
}

export interface ApiBudget {
  /**
   * Spends `points` of the request's budget (if it has one), sets RateLimit and RateLimit-Policy
   * on the response, and throws RateLimitedError (with Retry-After set) when the budget is spent.
   */
  charge(req: Request, res: Response, points: number): Promise<RateLimitInfo | null>;
  /** Whether `charge` would spend anything for this request (false: no budget, `charge` answers null). */
  spends(req: Request): boolean;
  /** What is left without spending anything (null: the request has no budget). */
  peek(req: Request): Promise<(RateLimitInfo & { resetAt: Date }) | null>;
}

export function createApiBudget(pool: Queryable, points: { perToken: number; perAnonymousAddress: number }): ApiBudget {
  const limiters: Record<BudgetKey['kind'], RateLimiter | null> = {
    token:
      points.perToken > 0 ? createRateLimiter(pool, { keyPrefix: 'api_token_points', points: points.perToken, duration: API_BUDGET_WINDOW_SECONDS }) : null,
    address:
      points.perAnonymousAddress > 0
        ? createRateLimiter(pool, { keyPrefix: 'api_address_points', points: points.perAnonymousAddress, duration: API_BUDGET_WINDOW_SECONDS })
        : null,
  };
  const limiterOf = (req: Request) => {
    const budget = budgetKeyOf(req);
    const limiter = budget ? limiters[budget.kind] : null;
    return budget && limiter ? { budget, limiter } : null;
  };
  return {
    async charge(req, res, spend) {
      const found = limiterOf(req);
      if (!found) return null;
      const { budget, limiter } = found;
      const result = await consumeQuietly(limiter, budget.key, spend);
      const over = result.consumedPoints > limiter.points;
      const info: RateLimitInfo = {
        limit: limiter.points,
        remaining: over ? 0 : result.remainingPoints,
        resetSeconds: secondsUntil(result.msBeforeNext),
        windowSeconds: API_BUDGET_WINDOW_SECONDS,
      };
      setRateLimitHeaders(res, info, over);
      if (over) {
        const whose = budget.kind === 'token' ? 'This API token' : 'Requests without a token from this address';
        throw new RateLimitedError(
          `${whose} used its ${limiter.points} points for this hour (this request needed ${spend}). Try again in ${info.resetSeconds} s.`,
          info,
        );
      }
      return info;
    },
    spends: (req) => limiterOf(req) !== null,
    async peek(req) {
      const found = limiterOf(req);
      if (!found) return null;
      const res = await found.limiter.get(found.budget.key);
      const used = res?.consumedPoints ?? 0;
      const ms = res?.msBeforeNext ?? API_BUDGET_WINDOW_SECONDS * 1000;
      return {
        limit: found.limiter.points,
        remaining: Math.max(0, found.limiter.points - used),
        resetSeconds: secondsUntil(ms),
        windowSeconds: API_BUDGET_WINDOW_SECONDS,
        resetAt: new Date(Date.now() + ms),
      };
    },
  };
}

/** REST (/api) requests spend one point each from the same budgets as GraphQL. */
export function restApiBudget(budget: ApiBudget): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    budget.charge(req, res, 1).then(() => next(), next);
  };
}
