import { useQuery } from '@apollo/client/react';
import { CommunityStatsDocument, type CommunityStatsQuery } from '../graphql/__generated__/graphql';

export type CommunityStats = CommunityStatsQuery['communityStats'];

export interface CommunityStatsState {
  stats: CommunityStats | null;
  loading: boolean;
  failed: boolean;
}

export function useCommunityStats(): CommunityStatsState {
  const { data, loading, error } = useQuery(CommunityStatsDocument);
  const stats = data?.communityStats ?? null;
  return { stats, loading: loading && !stats, failed: Boolean(error) && !stats };
}
