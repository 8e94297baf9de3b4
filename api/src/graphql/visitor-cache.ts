import type { ApolloServerPlugin } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { GraphQLContext } from './context';

/**
 * A short-lived shared cache of visitors' query answers (Apollo's response cache plugin, in
 * memory per replica). Visitors are most of the traffic and ask the same few things (the first
 * page of Browse, a popular note, the landing figures, a common search), so a campus of phones
 * costs the database and the resolvers once per `maxAgeSeconds` per question instead of once
 * per phone. What anyone signed in (cookie or API token) asks is never read from nor written to
 * it: their answers carry viewer-specific fields. The price is that a visitor may see a like
 * count, an approval or an unpublish up to `maxAgeSeconds` late; writes are never cached.
 * Answers with errors are never stored (the plugin's own rule). 0 turns the cache off.
 */
export function visitorResponseCache(maxAgeSeconds: number): ApolloServerPlugin<GraphQLContext>[] {
  if (maxAgeSeconds <= 0) return [];
  const isVisitor = (viewer: unknown) => viewer === null || viewer === undefined;
  return [
    // The answer's cache policy, set once per visitor query. Apollo's cache-control plugin would
    // collect per-field hints by wrapping every resolver (no-store.ts turns it off for that cost);
    // the schema has no field that must be fresher than the rest, so one policy for the whole
    // answer says the same for nothing.
    {
      async requestDidStart() {
        return {
          async didResolveOperation({ contextValue, operation, overallCachePolicy }) {
            if (operation?.operation === 'query' && isVisitor(contextValue.viewer)) overallCachePolicy.replace({ maxAge: maxAgeSeconds, scope: 'PUBLIC' });
          },
        };
      },
    },
    responseCachePlugin<GraphQLContext>({
      shouldReadFromCache: async ({ contextValue }) => isVisitor(contextValue.viewer),
      shouldWriteToCache: async ({ contextValue }) => isVisitor(contextValue.viewer),
    }),
  ];
}
