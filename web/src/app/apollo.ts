import { ApolloClient, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';

interface ConnectionEdge {
  cursor: string;
  node?: unknown;
}

interface Connection {
  edges: ConnectionEdge[];
}

/**
 * A cursor connection kept as one growing list per set of `keyArgs`: the first page replaces
 * what was cached, a page fetched with `after` (Load more) is appended. Edges already present
 * (same cursor) are not repeated, so an overlapping page cannot duplicate cards.
 */
export function cursorConnection(keyArgs: string[]): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.edges.map((edge) => edge.cursor));
      return { ...incoming, edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(edge.cursor))] };
    },
  };
}

/**
 * A note's comments: "Show more comments" appends the next page; a comment the reader posted
 * was appended by the mutation (without a cursor), so edges are recognised by their comment.
 */
export function commentsConnection(): FieldPolicy<Connection> {
  return {
    keyArgs: false,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const idOf = (edge: ConnectionEdge) => readField<string>('id', edge.node as never);
      const seen = new Set(existing.edges.map(idOf));
      return { ...incoming, edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(idOf(edge)))] };
    },
  };
}

/** The app's cache: notes and comments are normalized by id, so a like or a comment updates every view of the note. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Site-wide singleton without an id.
      CommunityStats: { keyFields: [] },
      Query: {
        fields: {
          // One list per filter (search, subject, course, semester, college) and sort order; `first`/`after` page it.
          notes: cursorConnection(['filter', 'sort']),
        },
      },
      Note: {
        fields: {
          // One list per note whatever the page size: a first page replaces it, a next page extends it.
          comments: commentsConnection(),
        },
      },
      // Discovery pages (no id): one object per page, one notes list per semester and sort order.
      NoteCollection: { merge: true, fields: { notes: cursorConnection(['semester', 'sort']) } },
      Contributor: { merge: true, fields: { notes: cursorConnection(['semester', 'sort']) } },
      RelatedNotes: { merge: true },
      // Abilities have no id: queries selecting different abilities merge into one object.
      NoteAbilities: { merge: true },
      CommentAbilities: { merge: true },
    },
  });
}

// The session is an httpOnly cookie set by the api: the browser sends it, the app never sees a token.
export function createApolloClient(options: { refreshCachedAnswers?: boolean } = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: createCache(),
    // A page kept by the service worker starts from an earlier visit's answers: each query shows
    // them at once (so hydration matches) and asks the network once for fresh ones.
    ...(options.refreshCachedAnswers ? { defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } } } : {}),
  });
}
