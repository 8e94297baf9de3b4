import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createEmotionCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createCache } from './app/apollo';
import type { ColorMode } from './app/color-mode';
import type { FetchOperation } from './app/graphql-fetch';
import { RenderContext, type RenderContextValue, type RenderedQuery, type RenderedState } from './app/rendered-page';
import { system } from './app/theme';
import type { CurrentUserFragment, MeQuery } from './graphql/__generated__/graphql';
import { ME_OPERATION } from './app/session';

/*
 * The server's half of the one renderer: the api (api/src/http/page-render.ts) calls render() for
 * every public page, and the browser hydrates the result with the same components (main.tsx).
 * Built by `vite build --ssr` into dist/.ssr/entry-server.js.
 *
 * Data: Apollo Client renders the tree until every useQuery has its answer (prerenderStatic),
 * executing the operations in the api's own process through `execute` (no HTTP round trip);
 * its cache goes into the page for the browser's client to start from. Styles: Chakra's emotion
 * styles of the rendered components are extracted into <style> tags for the head (the browser's
 * emotion cache adopts them). A new public page needs only its route and its queries.
 */

/** One GraphQL operation run by the api as the visitor (their session, loaders, limits). */
export type ExecuteGraphQL = (request: {
  query: DocumentNode | string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

export interface RenderRequest {
  /** Path and query string. */
  url: string;
  /** Whether the request carries a session or token: then who it is is asked in the same way as the browser asks (Me). */
  signedIn: boolean;
  colorMode: ColorMode | null;
  publicUrl: string;
  execute: ExecuteGraphQL;
  /** Errors React caught while rendering (a part then renders in the browser instead). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  /** Title, meta and link tags the page rendered, and its styles: for the document's head. */
  head: string;
  /** The markup inside #root. */
  html: string;
  state: RenderedState;
}

function graphqlLink(execute: ExecuteGraphQL, answered: RenderedQuery[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName) answered.push({ operationName: operation.operationName, variables: operation.variables });
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as never);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** Plain-fetch operations (graphql-fetch.ts) that each path's render asked for, run before its next render. */
const wantedByPath = new Map<string, Map<string, FetchOperation>>();
const WANTED_PATHS_KEPT = 500;

async function runOperations(operations: Iterable<FetchOperation>, state: RenderedState, execute: ExecuteGraphQL): Promise<void> {
  await Promise.all(
    [...operations].map(async (operation) => {
      if (operation.operationName in state.loaded) return;
      const result = await execute({ query: operation.query, operationName: operation.operationName }).catch(() => undefined);
      // A failed one is left out: the browser asks again and shows its own error state.
      if (result?.data && !result.errors?.length) state.loaded[operation.operationName] = result.data;
    }),
  );
}

async function whoIsSignedIn(execute: ExecuteGraphQL): Promise<CurrentUserFragment | null> {
  const result = await execute({ query: ME_OPERATION.query, operationName: ME_OPERATION.operationName }).catch(() => undefined);
  return (result?.data as MeQuery | undefined)?.me ?? null;
}

/** React's hoisted head elements (<title>, <meta>, <link>) lead the markup of a tree without <html>. */
const LEADING_HEAD = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(request.url, 'http://localhost');
  const session = request.signedIn ? await whoIsSignedIn(request.execute) : null;
  const state: RenderedState = { session, colorMode: request.colorMode, loaded: {}, publicUrl: request.publicUrl };
  const wanted = wantedByPath.get(pathname) ?? new Map<string, FetchOperation>();
  await runOperations(wanted.values(), state, request.execute);

  const answered: RenderedQuery[] = [];
  const client = new ApolloClient({ link: graphqlLink(request.execute, answered), cache: createCache(), ssrMode: true });
  const emotionCache = createEmotionCache({ key: 'css' });
  const emotion = createEmotionServer(emotionCache);

  const renderOnce = async () => {
    const context: RenderContextValue & { page: { status: number; wanted: Map<string, FetchOperation> } } = { state, page: { status: 200, wanted: new Map() } };
    const tree = (
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <ApolloProvider client={client}>
            <RenderContext.Provider value={context}>
              <App system={system} router={({ children }) => <StaticRouter location={request.url}>{children}</StaticRouter>} />
            </RenderContext.Provider>
          </ApolloProvider>
        </CacheProvider>
      </StrictMode>
    );
    const { result } = await prerenderStatic({
      tree,
      // Every boundary in place (no chunk is outlined to be revealed later by an inline script).
      renderFunction: (node) => prerenderToNodeStream(node, { onError: request.onError, progressiveChunkSize: Number.POSITIVE_INFINITY }),
      maxRerenders: 5,
    });
    return { result, page: context.page };
  };

  let { result, page } = await renderOnce();
  const missing = [...page.wanted.values()].filter((operation) => !(operation.operationName in state.loaded));
  if (missing.length) {
    for (const operation of missing) wanted.set(operation.operationName, operation);
    if (!wantedByPath.has(pathname) && wantedByPath.size < WANTED_PATHS_KEPT) wantedByPath.set(pathname, wanted);
    await runOperations(missing, state, request.execute);
    ({ result, page } = await renderOnce());
  }

  const hoisted = LEADING_HEAD.exec(result)?.[0] ?? '';
  const html = result.slice(hoisted.length);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  state.apollo = client.extract() as Record<string, unknown>;
  if (answered.length) state.queries = answered;
  client.stop();
  return { status: page.status, head: hoisted + styles, html, state };
}
