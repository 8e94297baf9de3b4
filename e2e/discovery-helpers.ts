import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { APP_URL } from './browser';

// What the discovery journeys (discovery-pages, discovery-journey) share: the api calls that set
// them up and the busiest course of the demo data.

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: { origin: APP_URL() }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface NoteFacts {
  id: string;
  college: string;
  subject: string;
  collegeSlug: string;
  subjectSlug: string;
  uploader: { username: string } | null;
}

/** A note of the college and subject with the most public notes together in the demo data: "their course". */
export async function busiestCourse(request: APIRequestContext): Promise<NoteFacts> {
  const data = await graphql<{ notes: { edges: { node: NoteFacts }[] } }>(
    request,
    '{ notes(first: 100) { edges { node { id college subject collegeSlug subjectSlug uploader { username } } } } }',
  );
  const counts = new Map<string, { n: number; note: NoteFacts }>();
  for (const { node } of data.notes.edges) {
    const key = `${node.collegeSlug}/${node.subjectSlug}`;
    counts.set(key, { n: (counts.get(key)?.n ?? 0) + 1, note: node });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0].note;
}

/** The titles of a course page's first 12 notes, most liked first, as the api orders them. */
export async function mostLikedTitles(request: APIRequestContext, course: Pick<NoteFacts, 'collegeSlug' | 'subjectSlug'>): Promise<string[]> {
  const data = await graphql<{ noteCollection: { notes: { edges: { node: { title: string } }[] } } }>(
    request,
    'query ($c: String, $s: String) { noteCollection(collegeSlug: $c, subjectSlug: $s) { notes(first: 12, sort: LIKED) { edges { node { title } } } } }',
    { c: course.collegeSlug, s: course.subjectSlug },
  );
  return data.noteCollection.notes.edges.map((edge) => edge.node.title);
}

/** Polls `read` until it equals `expected` (or the time passes), then compares once more so a failure shows the values. */
export async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(await read()).toEqual(expected);
}

/** Signs the context up as a new student and returns the username. */
export async function signUp(context: BrowserContext, prefix: string): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const response = await context.request.post('/api/auth/signup', {
    headers: { origin: APP_URL() },
    data: { username, email: `${username}@e2e.test`, password: `${prefix}-pass-123` },
  });
  expect(response.status()).toBe(201);
  return username;
}
