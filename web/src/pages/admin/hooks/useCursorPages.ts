import { useEffect, useState } from 'react';

interface Connection {
  totalCount: number;
  edges: readonly unknown[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

export interface CursorPages {
  /** `after` for the page on screen: null on the first page. */
  after: string | null;
  /** 0-based. */
  pageIndex: number;
  next: (endCursor: string | null) => void;
  previous: () => void;
}

/**
 * Numbered pages over a cursor connection: the cursors of the pages already passed are kept,
 * so Previous goes back without offsets. Every page is its own cache entry (the `after`
 * argument), so no merge policy is needed. A new `resetKey` (new search or filter) starts over.
 */
export function useCursorPages(resetKey: string): CursorPages {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({ key: resetKey, cursors: [null] });
  const cursors = state.key === resetKey ? state.cursors : [null];
  if (state.key !== resetKey) setState({ key: resetKey, cursors: [null] });
  const pageIndex = cursors.length - 1;
  return {
    after: cursors[pageIndex],
    pageIndex,
    next: (endCursor) => {
      if (endCursor) setState({ key: resetKey, cursors: [...cursors, endCursor] });
    },
    previous: () => {
      if (pageIndex > 0) setState({ key: resetKey, cursors: cursors.slice(0, -1) });
    },
  };
}

/**
 * Rows removed on the page on screen (approved, deleted) can empty it while other rows still
 * exist: step back a page, or fetch the first page again.
 */
export function useRefillEmptyPage(connection: Connection | undefined, pages: CursorPages, refetch: () => Promise<unknown>): void {
  const emptied = Boolean(connection && connection.edges.length === 0 && (connection.totalCount > 0 || pages.pageIndex > 0));
  useEffect(() => {
    if (!emptied) return;
    if (pages.pageIndex > 0) pages.previous();
    else refetch().catch(() => undefined);
    // Only the moment the page empties matters, not every render of the pager.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emptied]);
}
