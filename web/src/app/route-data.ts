import type { ApolloClient } from '@apollo/client';
import { PAGE_SIZE_DEFAULT } from '@domain/constants';
import { BrowseFilterOptionsDocument, BrowseNotesDocument, NoteDetailDocument } from '../graphql/__generated__/graphql';
import { browseFilterOf } from '../pages/Browse/useBrowseParams';
import { nextTask } from './next-task';

let settled: Promise<void> = Promise.resolve();

/**
 * Starts the first screen's queries as soon as the app starts, with the variables the page
 * will use, while the page's lazy chunk is still downloading (the server preloads that chunk
 * too). When the page mounts, its useQuery joins the request in flight (Apollo deduplicates
 * identical operations) or reads the cached answer, instead of starting the request only after
 * its code has arrived and run. Failures are left to the page, which shows its own error state.
 */
export function preloadRouteData(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const queries: (() => Promise<unknown>)[] = [];
  const noteId = /^\/notes\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  if (noteId) queries.push(() => client.query({ query: NoteDetailDocument, variables: { id: decodeURIComponent(noteId) } }));
  if (/^\/browse\/?$/.test(location.pathname)) {
    const filter = browseFilterOf(new URLSearchParams(location.search));
    queries.push(() => client.query({ query: BrowseNotesDocument, variables: { first: PAGE_SIZE_DEFAULT, filter } }));
    queries.push(() => client.query({ query: BrowseFilterOptionsDocument }));
  }
  settled = (async () => {
    const requests: Promise<unknown>[] = [];
    for (const query of queries) {
      // A query's first run transforms its document (graphql visits, 40-60 ms each at a phone's
      // speed): one query per task instead of all of them in the task that made the client.
      await nextTask();
      const request = query();
      request.catch(() => undefined);
      requests.push(request);
    }
    await Promise.allSettled(requests);
  })();
}

/** Resolves when the queries preloadRouteData started have answered or failed (at once if none). */
export function routeDataSettled(): Promise<void> {
  return settled;
}
