import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { withoutNode } from '../../../app/note-list-cache';
import type { AdminNoteRowFragment, AdminUserRowFragment } from '../../../graphql/__generated__/graphql';

/*
 * Cache updates after moderation, so every admin list stays right without refetching them all:
 * a reviewed note is normalized by id (its status changes everywhere by itself); what changes
 * here is which lists contain it and the counts around it. Lists live under ROOT_QUERY once per
 * set of arguments (`adminNotes({"first":20,"status":"PENDING"})`), and each one is adjusted.
 */

interface CachedEdge {
  cursor: string;
  node: Reference;
}

interface CachedConnection {
  totalCount?: number;
  edges?: readonly CachedEdge[];
}

interface CachedCollege {
  name: string;
  totalNotes: number;
  approvedNotes: number;
  pendingNotes: number;
  totalDownloads: number;
}

interface CachedStats {
  totalUsers: number;
  totalNotes: number;
  pendingApprovals: number;
  totalDownloads: number;
  mostDownloadedNotes?: readonly Reference[];
}

interface CachedCollegePage {
  totalCount?: number;
  edges?: readonly { cursor: string; node: CachedCollege }[];
}

/** Colleges have no id, so each page holds them inline: change one by name, drop those left empty. */
function withCollege(value: unknown, name: string, change: (college: CachedCollege) => CachedCollege): CachedCollegePage {
  const page = value as CachedCollegePage;
  if (!page.edges) return page;
  const edges = page.edges.map((edge) => (edge.node.name === name ? { ...edge, node: change(edge.node) } : edge)).filter((edge) => edge.node.totalNotes > 0);
  return { ...page, edges, totalCount: Math.max(0, (page.totalCount ?? 0) - (page.edges.length - edges.length)) };
}

type NoteFacts = Pick<AdminNoteRowFragment, 'id' | 'college' | 'approved' | 'downloadCount'>;

/** Public lists that only show approved notes: fetched again when next visited. */
const PUBLIC_NOTE_FIELDS = ['notes', 'browseFilterOptions', 'searchSuggestions', 'communityStats'] as const;

/** The arguments a root field was stored under, read back from its store name. */
export function argsOf(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(open + 1, -1));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function noteRef(cache: ApolloCache, id: string): Reference | undefined {
  const cacheId = cache.identify({ __typename: 'Note', id });
  return cacheId ? { __ref: cacheId } : undefined;
}

function evictPublicNoteLists(cache: ApolloCache): void {
  for (const fieldName of PUBLIC_NOTE_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
}

/**
 * After reviewNote: the note leaves the lists whose status filter it no longer matches
 * (pending lists when approved, "Approved" lists when set back to pending). Lists it newly
 * belongs to are dropped from the cache and fetched again when shown: where it would sort in
 * them is the server's business.
 */
export function noteReviewed(cache: ApolloCache, note: NoteFacts, wasApproved: boolean): void {
  if (note.approved === wasApproved) return;
  const ref = noteRef(cache, note.id);
  const status = note.approved ? 'APPROVED' : 'PENDING';
  // How the number of pending notes moves.
  const pendingChange = note.approved ? -1 : 1;
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      pendingNotes: (value, { DELETE }) => {
        const connection = value as CachedConnection;
        // The sidebar badge's variant has no edges: only its count moves.
        if (!connection.edges) return { ...connection, totalCount: Math.max(0, (connection.totalCount ?? 0) + pendingChange) };
        return note.approved ? withoutNode(connection, ref) : DELETE;
      },
      adminNotes: (value, { storeFieldName, DELETE }) => {
        const wanted = argsOf(storeFieldName).status;
        if (!wanted) return value;
        // The list on screen is never one the note joins: it was acted on from where it was listed.
        if (wanted === status) return DELETE;
        return withoutNode(value as CachedConnection, ref);
      },
      adminStats: (value) => {
        const stats = value as CachedStats;
        return { ...stats, pendingApprovals: Math.max(0, stats.pendingApprovals + pendingChange) };
      },
      adminColleges: (value) =>
        withCollege(value, note.college, (college) => ({
          ...college,
          approvedNotes: Math.max(0, college.approvedNotes - pendingChange),
          pendingNotes: Math.max(0, college.pendingNotes + pendingChange),
        })),
    },
  });
  evictPublicNoteLists(cache);
}

/** After adminDeleteNote: gone from every list and count, then from the cache itself. */
export function noteDeleted(cache: ApolloCache, note: NoteFacts): void {
  const ref = noteRef(cache, note.id);
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      pendingNotes: (value) => {
        const connection = value as CachedConnection;
        if (note.approved) return connection;
        if (!connection.edges) return { ...connection, totalCount: Math.max(0, (connection.totalCount ?? 0) - 1) };
        return withoutNode(connection, ref);
      },
      adminNotes: (value) => withoutNode(value as CachedConnection, ref),
      adminStats: (value) => {
        const stats = value as CachedStats;
        return {
          ...stats,
          totalNotes: Math.max(0, stats.totalNotes - 1),
          pendingApprovals: Math.max(0, stats.pendingApprovals - (note.approved ? 0 : 1)),
          totalDownloads: Math.max(0, stats.totalDownloads - note.downloadCount),
          mostDownloadedNotes: stats.mostDownloadedNotes?.filter((item) => item.__ref !== ref?.__ref),
        };
      },
      adminColleges: (value) =>
        withCollege(value, note.college, (college) => ({
          ...college,
          totalNotes: college.totalNotes - 1,
          approvedNotes: college.approvedNotes - (note.approved ? 1 : 0),
          pendingNotes: college.pendingNotes - (note.approved ? 0 : 1),
          totalDownloads: Math.max(0, college.totalDownloads - note.downloadCount),
        })),
    },
  });
  if (ref) cache.evict({ id: ref.__ref });
  evictPublicNoteLists(cache);
  cache.gc();
}

/**
 * After adminUpdateUser: the AdminUser row updates itself (normalized); the same account is
 * also the signed-in `me` (a User) or an uploader (a PublicUser) elsewhere in the cache.
 */
export function userUpdated(cache: ApolloCache, user: AdminUserRowFragment): void {
  const asMe = cache.identify({ __typename: 'User', id: user.id });
  if (asMe) {
    cache.modify<StoreObject>({
      id: asMe,
      fields: { username: () => user.username, email: () => user.email, role: () => user.role },
    });
  }
  const asUploader = cache.identify({ __typename: 'PublicUser', id: user.id });
  if (asUploader) cache.modify<StoreObject>({ id: asUploader, fields: { username: () => user.username } });
}

/**
 * After adminDeleteUser: the row leaves every users list; the account's notes went with it, so
 * those notes are evicted and the note lists and figures they counted in are fetched again.
 */
export function userDeleted(cache: ApolloCache, userId: string): void {
  const userRef = cache.identify({ __typename: 'AdminUser', id: userId });
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      adminUsers: (value) => withoutNode(value as CachedConnection, userRef ? { __ref: userRef } : undefined),
    },
  });
  const uploaderRef = cache.identify({ __typename: 'PublicUser', id: userId });
  const store = cache.extract() as Record<string, { uploader?: Reference | null } | undefined>;
  for (const [cacheId, entity] of Object.entries(store)) {
    if (cacheId.startsWith('Note:') && entity?.uploader && entity.uploader.__ref === uploaderRef) cache.evict({ id: cacheId });
  }
  if (userRef) cache.evict({ id: userRef });
  for (const fieldName of ['adminNotes', 'pendingNotes', 'adminStats', 'adminColleges'] as const) cache.evict({ id: 'ROOT_QUERY', fieldName });
  evictPublicNoteLists(cache);
  cache.gc();
}

/** Root fields only admins read: dropped at sign-out so the next account starts clean. */
export const ADMIN_ROOT_FIELDS = ['adminStats', 'adminUsers', 'adminNotes', 'pendingNotes', 'adminColleges'] as const;
