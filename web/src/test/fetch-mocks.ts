import type { MockLink } from '@apollo/client/testing';
import { getOperationAST } from 'graphql';
import { answerQueriesWith } from '../app/graphql-fetch';

/**
 * The first screen's queries go out without Apollo (app/graphql-fetch.ts): they are answered
 * from the same mocks a test gives Apollo, matched by operation name, so a test mocks an
 * operation once whichever way the app sends it. Any number of times: those answers are
 * read-only. The global fetch stays the test's own.
 */
export function serveFetchFrom(mocks: readonly MockLink.MockedResponse[]): void {
  answerQueriesWith(async ({ operationName }) => {
    // Like MockLink: the answer comes in a later task, as over a network, not within the render.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const mock = mocks.find((m) => getOperationAST(m.request.query)?.name?.value === operationName);
    if (!mock) return { ok: true, status: 200, json: async () => ({ errors: [{ message: `no mock for ${operationName}` }] }) };
    if (mock.error) throw mock.error;
    const result = typeof mock.result === 'function' ? (mock.result as () => unknown)() : mock.result;
    return { ok: true, status: 200, json: async () => result };
  });
}

export function restoreFetch(): void {
  answerQueriesWith(null);
}

/**
 * The account screens ask /api/auth/google/status with the global fetch: unanswered in every test
 * of the calling describe block (as while the status is unknown) unless a test answers it, and
 * the real fetch back afterwards.
 */
export function stubGoogleStatusFetch(): void {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
}

/** The status endpoint's answer: whether Google sign-in is configured. */
export const googleStatusResponse = (configured: boolean) => Promise.resolve({ ok: true, json: () => Promise.resolve({ configured }) } as Response);
