import { useContext, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { createApolloClient } from './apollo';
import { linkSession } from './apollo-session';
import { nextTask } from './next-task';
import { preloadRouteData } from './route-data';

let appClient: ApolloClient | null = null;

/** One client for the whole visit, made when the first part that needs it loads. */
function getAppClient(): ApolloClient {
  if (!appClient) {
    appClient = createApolloClient();
    linkSession(appClient.cache);
    preloadRouteData(appClient, window.location);
  }
  return appClient;
}

/**
 * Creates the client and starts the route's first queries now (app/App.tsx calls it at start
 * on the pages that need Apollo), instead of when the page's first render asks for the client:
 * the requests then run while the page's code is still arriving and rendering.
 */
export async function startApollo(): Promise<void> {
  // Apollo's chunk was evaluated in this task (some 50 ms at a phone's speed): the client is made in the next.
  await nextTask();
  getAppClient();
}

/**
 * Gives a lazily loaded page or widget Apollo Client. Apollo is not in the first load: the
 * landing page paints without it, and each page that needs it brings it in its own chunk
 * (which the api preloads with the route). Every island shares the one client and cache, so
 * likes and comments still update every view. Inside an Apollo tree already (a test's
 * MockedProvider, or an island within an island) it adds nothing.
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
