import { print, type DocumentNode } from 'graphql';
import { CommunityStatsDocument, MeDocument } from '../graphql/__generated__/graphql';
import { COMMUNITY_STATS_OPERATION } from '../hooks/useCommunityStats';
import { answerQueriesWith, fetchQuery, loadOnce } from './graphql-fetch';
import { ME_OPERATION } from './session';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('first-screen queries sent without Apollo', () => {
  it.each([
    ['Me', ME_OPERATION, MeDocument],
    ['CommunityStats', COMMUNITY_STATS_OPERATION, CommunityStatsDocument],
  ])('%s is the document in src/graphql, written out', (name, operation, document) => {
    expect(operation.operationName).toBe(name);
    expect(squash(operation.query)).toBe(squash(print(document as DocumentNode)));
  });

  it('rejects a GraphQL error instead of returning half an answer', async () => {
    answerQueriesWith(async () => ({ ok: true, status: 200, json: async () => ({ data: null, errors: [{ message: 'INTERNAL' }] }) }));
    await expect(fetchQuery(ME_OPERATION)).rejects.toThrow('INTERNAL');
  });

  it('asks once per page load however many components want the answer', async () => {
    let calls = 0;
    answerQueriesWith(async () => {
      calls += 1;
      return { ok: true, status: 200, json: async () => ({ data: { communityStats: { notesShared: 1 } } }) };
    });
    const first = loadOnce(COMMUNITY_STATS_OPERATION);
    const second = loadOnce(COMMUNITY_STATS_OPERATION);
    await first.promise;
    expect(second).toBe(first);
    expect(calls).toBe(1);
    expect(first.data).toEqual({ communityStats: { notesShared: 1 } });
  });
});
