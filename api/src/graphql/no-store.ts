import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { PartListener, RequestPart } from './request-parts';

/**
 * Apollo's default cache-control plugin wraps every field resolver to collect @cacheControl
 * hints. The schema declares none, so all it did was answer `Cache-Control: no-store`, at the
 * price of a wrapper around each resolved field (about 3% of a browse request's CPU at 8
 * connections). `noStoreAnswers` turns it off and `noStorePart` (one of graphql/request-parts.ts'
 * parts) sends the same header once per answer.
 */
export const noStoreAnswers: ApolloServerPlugin = ApolloServerPluginCacheControlDisabled();

const noStore: PartListener<BaseContext> = {
  willSendResponse({ response }) {
    if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
  },
};
export const noStorePart: RequestPart<BaseContext> = { requestDidStart: () => noStore };
