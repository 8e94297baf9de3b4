import type { CommunityStatsQuery } from '../graphql/__generated__/graphql';
import { loadOnce, useLoaded, type FetchOperation } from '../app/graphql-fetch';

export type CommunityStats = CommunityStatsQuery['communityStats'];

/** src/graphql/community-stats.graphql (graphql-fetch.test.ts checks they agree). */
export const COMMUNITY_STATS_OPERATION: FetchOperation = {
  operationName: 'CommunityStats',
  query: 'query CommunityStats { communityStats { notesShared students colleges subjects likes downloads } }',
};

export interface CommunityStatsState {
  stats: CommunityStats | null;
  loading: boolean;
  failed: boolean;
}

/** Starts loading the figures (the app calls it at start on the pages that show them). */
export function preloadCommunityStats(): void {
  loadOnce<CommunityStatsQuery>(COMMUNITY_STATS_OPERATION);
}

/** The site-wide figures, fetched without Apollo: they are on the landing page's first screen. */
export function useCommunityStats(): CommunityStatsState {
  const { data, failed } = useLoaded<CommunityStatsQuery>(COMMUNITY_STATS_OPERATION);
  const stats = data?.communityStats ?? null;
  return { stats, loading: !stats && !failed, failed: failed && !stats };
}
