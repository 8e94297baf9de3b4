import { useContext, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { createApolloClient } from './apollo';
import { linkSession } from './apollo-session';
import { renderedState } from './rendered-page';
import { isKeptPage } from '../offline/kept-page';

let appClient: ApolloClient | null = null;

/**
 * One client for the whole visit, made when the first part that needs it loads. Its cache starts
 * with what the server's render fetched (entry-server.tsx), so the hydrating render reads the
 * same data from it and sends no request for it.
 */
function getAppClient(): ApolloClient {
  if (!appClient) {
    appClient = createApolloClient({ refreshCachedAnswers: isKeptPage() && navigator.onLine });
    const fromServer = renderedState()?.apollo;
    if (fromServer) appClient.cache.restore(fromServer as never);
    linkSession(appClient.cache);
  }
  return appClient;
}

/**
 * Gives a lazily loaded page or widget Apollo Client. Apollo is not in the first load: the
 * landing page hydrates without it, and each page that needs it brings it in its own chunk
 * (which the api preloads with the route). Every island shares the one client and cache, so
 * likes and comments still update every view. Inside an Apollo tree already (the server's
 * render, a test's MockedProvider, or an island within an island) it adds nothing.
 */
export function withApollo<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithApollo(props: P) {
    const { client } = useContext(getApolloContext());
    if (client) return <Component {...props} />;
    return (
      <ApolloProvider client={getAppClient()}>
        <Component {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `withApollo(${Component.displayName ?? Component.name})`;
  return WithApollo;
}
