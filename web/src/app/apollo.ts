import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// The session is an httpOnly cookie set by the api: the browser sends it, the app never sees a token.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache({
      typePolicies: {
        // Site-wide singleton without an id.
        CommunityStats: { keyFields: [] },
      },
    }),
  });
}
