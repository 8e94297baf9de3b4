import type { Response } from 'express';
import type { RateLimitInfo } from '../auth/rate-limit';
import type { SessionControl } from '../auth/session-cookie';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import type { Loaders } from '../data/loaders';

/** What every resolver receives: who is asking, the services, and this request's loaders. */
export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  /** Sign in and out: sets or clears the session cookie on this response. */
  session: SessionControl;
  /** Client address, for rate limits. */
  ip: string;
  /** This request's HTTP response, for headers such as Retry-After. */
  res: Response;
  /** What this operation was charged (set by the API budget plugin before execution); unset when nothing was. */
  budgetCharge?: BudgetCharge;
}

/** The points one operation cost and the budget left after paying them (null: a session or the web app, no budget). */
export interface BudgetCharge {
  points: number;
  info: RateLimitInfo | null;
}
