import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CurrentUserFragment } from '../graphql/__generated__/graphql';
import type { ColorMode } from './color-mode';
import type { FetchOperation } from './graphql-fetch';

/**
 * What the server knew when it rendered a public page (entry-server.tsx), sent with the HTML as
 * JSON and read by the browser before it hydrates (main.tsx): the hydrating render then starts
 * from the same state, so it matches the server's markup and asks for nothing again.
 */
export interface RenderedState {
  /** Who was signed in: the header and the guards render from it. */
  session: CurrentUserFragment | null;
  /** The visitor's chosen mode (cookie), or null when they follow the system's. */
  colorMode: ColorMode | null;
  /** Answers of the plain-fetch operations the first screen reads (graphql-fetch.ts), by operation name. */
  loaded: Record<string, unknown>;
  /** Apollo's normalized cache after the server's render. */
  apollo?: Record<string, unknown>;
  /** The Apollo queries that render answered: the browser reads them from the cache before it hydrates (main.tsx). */
  queries?: RenderedQuery[];
  /** The site's public address (canonical links). */
  publicUrl: string;
}

/** One query the server's render answered, as its useQuery asked it. */
export interface RenderedQuery {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The id of the JSON element that carries RenderedState in the HTML. */
export const RENDERED_STATE_ID = 'rendered-state';

let read: RenderedState | null | undefined;

/** The state the server rendered this page with; null on a page the browser renders alone (dev server, signed-in-only pages). */
export function renderedState(): RenderedState | null {
  if (read === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(RENDERED_STATE_ID);
    read = element?.textContent ? (JSON.parse(element.textContent) as RenderedState) : null;
  }
  return read;
}

/** One render's state on the server, or the page's in the browser; `page` collects what the server answers with. */
export interface RenderContextValue {
  state: RenderedState;
  page?: {
    status: number;
    /** Plain-fetch operations the render read without having their answer: run, then rendered again. */
    wanted: Map<string, FetchOperation>;
  };
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderedState(): RenderedState | null {
  return useContext(RenderContext)?.state ?? null;
}

export function useRenderContext(): RenderContextValue | null {
  return useContext(RenderContext);
}

/** The HTTP status of the page the server renders (404 for the not-found pages); nothing in the browser. */
export function HttpStatus({ code }: { code: number }) {
  const page = useContext(RenderContext)?.page;
  if (page) page.status = code;
  return null;
}

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true after: what depends on the browser
 * alone (the reader's time zone) renders the server's way first, then its own, with no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
