import type { MockLink } from '@apollo/client/testing';
import {
  CommunityStatsDocument,
  MeDocument,
  type CommunityStatsQuery,
  type CurrentUserFragment,
} from '../graphql/__generated__/graphql';

export function buildUser(overrides: Partial<CurrentUserFragment> = {}): CurrentUserFragment {
  return {
    id: 'u-1',
    username: 'priya_s',
    email: 'priya@example.edu',
    avatarUrl: null,
    role: 'USER',
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function meMock(user: CurrentUserFragment | null): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: { data: { me: user ? { __typename: 'User', ...user } : null } },
  };
}

export function statsMock(stats: Omit<CommunityStatsQuery['communityStats'], '__typename'>): MockLink.MockedResponse {
  return {
    request: { query: CommunityStatsDocument },
    result: { data: { communityStats: { __typename: 'CommunityStats', ...stats } } },
  };
}

export function statsErrorMock(): MockLink.MockedResponse {
  return { request: { query: CommunityStatsDocument }, error: new Error('api unreachable') };
}
