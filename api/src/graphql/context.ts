import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';
import type { Loaders } from './loaders';

/** What every resolver receives: who is asking, the services, and this request's loaders. */
export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
}
