import type { CommentItemFragment, CommentPageFragment, NoteCardFragment, NoteDetailFragment } from '../../graphql/__generated__/graphql';

import { buildConnection } from '../../test/fixtures';

// The render helpers live with the others in test/render.tsx.
export { renderWithCache, type Mocks } from '../../test/render';

type WithTypename<T> = T & { __typename: string };

export function buildComment(overrides: Partial<CommentItemFragment> = {}): WithTypename<CommentItemFragment> {
  return {
    __typename: 'Comment',
    id: 'c-1',
    noteId: 'n-1',
    text: 'Very clear notes, thank you!',
    createdAt: '2025-03-04T15:05:00.000Z',
    editedAt: null,
    viewerHasReported: false,
    author: { __typename: 'PublicUser', id: 'u-2', username: 'arjun_k', avatarUrl: null } as CommentItemFragment['author'],
    viewerCan: { __typename: 'CommentAbilities', edit: false, delete: false } as CommentItemFragment['viewerCan'],
    ...overrides,
  };
}

export function buildNoteCard(overrides: Partial<NoteCardFragment> = {}): WithTypename<NoteCardFragment> {
  return {
    __typename: 'Note',
    id: 'n-1',
    title: 'Process Scheduling',
    description: 'FCFS, SJF and Round Robin with worked examples.',
    subject: 'Operating Systems',
    course: 'B.Tech CSE',
    college: 'MANIT Bhopal',
    semester: 4,
    fileType: 'pdf',
    hasFile: true,
    thumbnailUrl: null,
    externalUrl: null,
    downloadUrl: '/api/notes/n-1/download',
    likeCount: 3,
    commentCount: 2,
    viewerHasLiked: false,
    ...overrides,
  };
}

/** Comments as the api pages them: `more` says that further pages exist (of `total` comments in all). */
export function buildCommentPage(
  comments: CommentItemFragment[],
  { more = false, total = comments.length }: { more?: boolean; total?: number } = {},
): CommentPageFragment {
  return buildConnection('CommentConnection', 'CommentEdge', comments, { totalCount: total, hasNextPage: more }) as CommentPageFragment;
}

/** A note as the detail page reads it; `comments` may be given as a plain list (one page). */
export function buildNoteDetail(
  overrides: Partial<Omit<NoteDetailFragment, 'comments'>> & { comments?: CommentItemFragment[] | CommentPageFragment } = {},
): WithTypename<NoteDetailFragment> {
  const { comments, ...rest } = overrides;
  // The same note as its card, with what only the page shows.
  return {
    ...buildNoteCard({ commentCount: 1 }),
    collegeSlug: 'manit-bhopal',
    subjectSlug: 'operating-systems',
    batch: '2022-2026',
    approved: true,
    viewerHasReported: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    excerpt: null,
    fileName: 'scheduling.pdf',
    previewUrl: '/api/notes/n-1/preview',
    downloadCount: 41,
    viewerHasSaved: false,
    uploader: { __typename: 'PublicUser', id: 'u-9', username: 'neha_r', avatarUrl: null } as NoteDetailFragment['uploader'],
    viewerCan: { __typename: 'NoteAbilities', edit: false, delete: false, download: false } as NoteDetailFragment['viewerCan'],
    comments: Array.isArray(comments) ? buildCommentPage(comments) : (comments ?? buildCommentPage([buildComment()])),
    pageCount: null,
    previewKind: null,
    partlyIndexed: false,
    textSource: null,
    previewHtml: null,
    previewPages: [],
    processing: { __typename: 'NoteProcessing', status: 'ready', reason: null } as NoteDetailFragment['processing'],
    ...rest,
  };
}
