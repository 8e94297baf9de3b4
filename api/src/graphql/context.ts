import type { Response } from 'express';
import type { SessionControl } from '../auth/session-cookie';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import type { Loaders } from './loaders';

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
}
