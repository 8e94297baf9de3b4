import { useContext, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { createApolloClient } from './apollo';
import { linkSession } from './apollo-session';
import { renderedState } from './rendered-page';
import * as documents from '../graphql/__generated__/graphql';
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
 * Before a server-rendered page hydrates (main.tsx), in a task of its own: the client, its cache
 * restored from the server's. Made inside the hydrating render it lengthened that task (on a
 * phone, a long task the page cannot answer during).
 */
export function prepareAppClient(): void {
  getAppClient();
}

const documentByName = new Map<string, DocumentNode>();

/** The queries the server's render answered (RenderedState.queries), with this build's documents; one this build no longer has is left to useQuery. */
function renderedQueryReads(): { query: DocumentNode; variables: Record<string, unknown> }[] {
  if (!documentByName.size) {
    for (const value of Object.values(documents)) {
      const definition = (value as Partial<DocumentNode>)?.definitions?.[0];
      if (definition?.kind === 'OperationDefinition' && definition.operation === 'query' && definition.name)
        documentByName.set(definition.name.value, value as DocumentNode);
    }
  }
  return (renderedState()?.queries ?? []).flatMap(({ operationName, variables }) => {
    const query = documentByName.get(operationName);
    return query ? [{ query, variables }] : [];
  });
}

/** Reads each query from the client's cache as useQuery reads it; a read that fails is skipped (useQuery reads it again and shows what it finds). */
function readFromCache(client: ApolloClient): void {
  for (const { query, variables } of renderedQueryReads()) void client.query({ query, variables, fetchPolicy: 'cache-only' }).catch(() => undefined);
}

/** The server's cache with every list in its root answers cut to its first two items: the same shapes, a fraction of the reading. */
function sampleOfCache(state: Record<string, unknown>): Record<string, unknown> {
  const cut = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.slice(0, 2).map(cut);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cut(inner)]));
    return value;
  };
  return { ...state, ROOT_QUERY: cut(state.ROOT_QUERY) };
}

/*
 * Then the queries the server answered are read from the cache once, through the client as
 * useQuery reads them, so that the hydrating render's first useQuery finds the document's
 * transforms and the cache's result memoized instead of making them. Most of a first read's
 * time is the browser compiling and warming Apollo's reading code, not the data: first
 * (warmQueryReading) the same queries are read from a throwaway copy of the cache with its lists
 * cut short, then, a task later (readRenderedQueries), the real ones with that code warm. Two
 * short tasks instead of one long one (about 90 ms at a phone's speed on a college page).
 */
export function warmQueryReading(): void {
  const fromServer = renderedState()?.apollo;
  if (!fromServer) return;
  const sample = createApolloClient();
  sample.cache.restore(sampleOfCache(fromServer) as never);
  readFromCache(sample);
  sample.stop();
}

export function readRenderedQueries(): void {
  if (renderedState()?.apollo) readFromCache(getAppClient());
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
