import type { ApolloClient } from '@apollo/client';
import { PAGE_SIZE_DEFAULT } from '@domain/constants';
import { BrowseFilterOptionsDocument, BrowseNotesDocument, NoteDetailDocument } from '../graphql/__generated__/graphql';
import { browseFilterOf } from '../pages/Browse/useBrowseParams';

let settled: Promise<void> = Promise.resolve();

/**
 * Starts the first screen's queries as soon as the app starts, with the variables the page
 * will use, while the page's lazy chunk is still downloading (the server preloads that chunk
 * too). When the page mounts, its useQuery joins the request in flight (Apollo deduplicates
 * identical operations) or reads the cached answer, instead of starting the request only after
 * its code has arrived and run. Failures are left to the page, which shows its own error state.
 */
export function preloadRouteData(client: ApolloClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const requests: Promise<unknown>[] = [];
  const noteId = /^\/notes\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  if (noteId) requests.push(client.query({ query: NoteDetailDocument, variables: { id: decodeURIComponent(noteId) } }));
  if (/^\/browse\/?$/.test(location.pathname)) {
    const filter = browseFilterOf(new URLSearchParams(location.search));
    requests.push(client.query({ query: BrowseNotesDocument, variables: { first: PAGE_SIZE_DEFAULT, filter } }));
    requests.push(client.query({ query: BrowseFilterOptionsDocument }));
  }
  for (const request of requests) request.catch(() => undefined);
  settled = Promise.allSettled(requests).then(() => undefined);
}

/** Resolves when the queries preloadRouteData started have answered or failed (at once if none). */
export function routeDataSettled(): Promise<void> {
  return settled;
}
