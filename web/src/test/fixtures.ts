import type { MockLink } from '@apollo/client/testing';
import { CommunityStatsDocument, MeDocument, type CommunityStatsQuery, type CurrentUserFragment } from '../graphql/__generated__/graphql';

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

interface ConnectionOptions<T> {
  totalCount?: number;
  hasNextPage?: boolean;
  /** What a node's cursor names; its id unless the type has none (colleges go by name). */
  cursorKey?: (node: T) => string;
}

// Nodes without an id pass cursorKey; the default reads the id every other node type has.
const byId = (node: unknown) => (node as { id: string }).id;

/** A page of a cursor connection as the api answers it: `cursor-<key>` on each edge and as the end cursor. */
export function buildConnection<T, C extends string, E extends string>(
  typename: C,
  edgeTypename: E,
  nodes: readonly T[],
  { totalCount = nodes.length, hasNextPage = false, cursorKey = byId }: ConnectionOptions<T> = {},
) {
  const cursor = (node: T) => `cursor-${cursorKey(node)}`;
  return {
    __typename: typename,
    totalCount,
    pageInfo: { __typename: 'PageInfo' as const, endCursor: nodes.length ? cursor(nodes[nodes.length - 1]) : null, hasNextPage },
    edges: nodes.map((node) => ({ __typename: edgeTypename, cursor: cursor(node), node })),
  };
}
