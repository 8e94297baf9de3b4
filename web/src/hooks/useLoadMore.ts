import { useState } from 'react';

interface Connection {
  edges: readonly { node: { id: string } }[];
  pageInfo: { endCursor?: string | null };
}

/** The part of Apollo's `fetchMore` this hook uses. */
type FetchMore<TData> = (options: {
  variables: { after: string };
  updateQuery: (previous: TData, result: { fetchMoreResult: TData }) => TData;
}) => Promise<unknown>;

/**
 * "Load more" under a list read from the cursor connection at `data[field]`: asks for the page
 * after the last one and appends its edges, leaving out any already listed (a row can move
 * between pages while the list is open). `loading` while that page comes.
 */
export function useLoadMore<K extends string, TData extends Record<K, Connection>>(data: TData | undefined, field: K, fetchMore: FetchMore<TData>) {
  const [loading, setLoading] = useState(false);

  const loadMore = async () => {
    const after = data?.[field].pageInfo.endCursor;
    if (!after) return;
    setLoading(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous[field].edges.map((edge) => edge.node.id));
          const added = fetchMoreResult[field].edges.filter((edge) => !seen.has(edge.node.id));
          return { ...previous, [field]: { ...fetchMoreResult[field], edges: [...previous[field].edges, ...added] } };
        },
      });
    } finally {
      setLoading(false);
    }
  };

  return { loading, loadMore };
}
