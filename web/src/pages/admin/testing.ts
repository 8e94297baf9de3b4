// Builders for the admin area's tests (not imported by the app).
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AdminCollegesDocument,
  AdminNoteReviewDocument,
  AdminNotesDocument,
  AdminPendingCountDocument,
  AdminPendingNotesDocument,
  AdminUsersDocument,
  MeDocument,
  type AdminCollegeCardFragment,
  type AdminNoteRowFragment,
  type AdminUserRowFragment,
  type AuditRecordRowFragment,
  type CurrentUserFragment,
} from '../../graphql/__generated__/graphql';
import { buildConnection } from '../../test/fixtures';
import { COLLEGE_FILTER_SIZE, COLLEGES_PAGE_SIZE, NOTES_PAGE_SIZE, PENDING_PAGE_SIZE, USERS_PAGE_SIZE } from './page-sizes';

export const ADMIN_ME: CurrentUserFragment & { __typename: 'User' } = {
  __typename: 'User',
  id: 'admin-1',
  username: 'root_admin',
  email: 'root@campusnotes.test',
  avatarUrl: null,
  role: 'ADMIN',
  createdAt: '2024-09-01T10:00:00.000Z',
};

export function meMock(user: CurrentUserFragment | null = ADMIN_ME): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me: user ? { __typename: 'User', ...user } : null } }, maxUsageCount: 10 };
}

export function buildAdminNote(overrides: Partial<AdminNoteRowFragment> = {}): AdminNoteRowFragment & { __typename: 'Note' } {
  const id = overrides.id ?? 'n-1';
  return {
    __typename: 'Note',
    id,
    title: 'Operating Systems: CPU Scheduling',
    subject: 'Operating Systems',
    college: 'MANIT Bhopal',
    course: 'Computer Science Engineering (B.Tech/B.E)',
    semester: 4,
    batch: '2023-2027',
    description: 'Round robin, SJF and priority scheduling with worked examples.',
    approved: false,
    downloadCount: 12,
    createdAt: '2025-03-04T09:00:00.000Z',
    downloadUrl: `/api/notes/${id}/download`,
    hasFile: true,
    fileType: 'pdf',
    processing: { __typename: 'NoteProcessing', status: 'ready', reason: null } as AdminNoteRowFragment['processing'],
    uploader: { __typename: 'PublicUser', id: 'u-7', username: 'priya_s' } as AdminNoteRowFragment['uploader'],
    ...overrides,
  };
}

export function buildAdminUser(overrides: Partial<AdminUserRowFragment> = {}): AdminUserRowFragment & { __typename: 'AdminUser' } {
  return {
    __typename: 'AdminUser',
    id: 'u-7',
    username: 'priya_s',
    email: 'priya@example.edu',
    role: 'USER',
    notesCount: 3,
    avatarUrl: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function buildCollege(overrides: Partial<AdminCollegeCardFragment> = {}): AdminCollegeCardFragment & { __typename: 'AdminCollege' } {
  return { __typename: 'AdminCollege', name: 'MANIT Bhopal', totalNotes: 12, approvedNotes: 9, pendingNotes: 3, totalDownloads: 410, ...overrides };
}

export const noteConnection = <T extends { id: string }>(nodes: T[], totalCount = nodes.length, hasNextPage = false) =>
  buildConnection('NoteConnection', 'NoteEdge', nodes, { totalCount, hasNextPage });

export const userConnection = <T extends { id: string }>(nodes: T[], totalCount = nodes.length, hasNextPage = false) =>
  buildConnection('AdminUserConnection', 'AdminUserEdge', nodes, { totalCount, hasNextPage });

type Answer = { data: unknown } | { error: Error };

const answer = (result: Answer): Pick<MockLink.MockedResponse, 'result' | 'error'> =>
  'error' in result ? { error: result.error } : { result: { data: result.data as Record<string, unknown> } };

export function pendingNotesMock(result: Answer, after: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: AdminPendingNotesDocument, variables: { order: 'OLDEST', first: PENDING_PAGE_SIZE, after } },
    ...answer(result),
    maxUsageCount: 3,
  };
}

/** The review dialog's extras for a note: no page images, and the given history. */
export function noteReviewMock(id: string, history: AuditRecordRowFragment[] = []): MockLink.MockedResponse {
  return {
    request: { query: AdminNoteReviewDocument, variables: { id } },
    result: {
      data: {
        note: { __typename: 'Note', id, thumbnailUrl: null, previewPages: [], processing: { __typename: 'NoteProcessing', status: 'ready', reason: null } },
        auditRecords: {
          __typename: 'AuditRecordConnection',
          edges: history.map((node) => ({ __typename: 'AuditRecordEdge', node: { __typename: 'AuditRecord', ...node, changes: [] } })),
        },
      },
    },
    maxUsageCount: 3,
  };
}

export function pendingCountMock(totalCount: number): MockLink.MockedResponse {
  return { request: { query: AdminPendingCountDocument }, result: { data: { pendingNotes: { __typename: 'NoteConnection', totalCount } } }, maxUsageCount: 3 };
}

export function usersMock(result: Answer, { after = null, search = null }: { after?: string | null; search?: string | null } = {}): MockLink.MockedResponse {
  return { request: { query: AdminUsersDocument, variables: { first: USERS_PAGE_SIZE, after, search } }, ...answer(result), maxUsageCount: 3 };
}

export function notesMock(
  result: Answer,
  {
    after = null,
    search = null,
    college = null,
    status = null,
  }: { after?: string | null; search?: string | null; college?: string | null; status?: string | null } = {},
): MockLink.MockedResponse {
  return { request: { query: AdminNotesDocument, variables: { first: NOTES_PAGE_SIZE, after, search, college, status } }, ...answer(result), maxUsageCount: 3 };
}

export function collegeNotesMock(result: Answer, college: string): MockLink.MockedResponse {
  return { request: { query: AdminNotesDocument, variables: { first: NOTES_PAGE_SIZE, after: null, college } }, ...answer(result), maxUsageCount: 3 };
}

/** Colleges have no id: their cursor is their name, as the api's is. */
export const collegeConnection = (colleges: AdminCollegeCardFragment[], totalCount = colleges.length, hasNextPage = false) =>
  buildConnection('AdminCollegeConnection', 'AdminCollegeEdge', colleges, { totalCount, hasNextPage, cursorKey: (college) => college.name });

/** The Colleges page's grid, a page at a time. */
export function collegesMock(result: Answer, search: string | null = null, after: string | null = null): MockLink.MockedResponse {
  return { request: { query: AdminCollegesDocument, variables: { first: COLLEGES_PAGE_SIZE, after, search } }, ...answer(result), maxUsageCount: 3 };
}

/** The Notes page's college filter: every college in one page. */
export function collegeFilterMock(result: Answer): MockLink.MockedResponse {
  return { request: { query: AdminCollegesDocument, variables: { first: COLLEGE_FILTER_SIZE, search: null } }, ...answer(result), maxUsageCount: 3 };
}

/**
 * Answers the confirm dialog a row's button opened: checks its title and question, presses
 * `button` and waits until the dialog has gone (while it is open, the page behind it is hidden
 * from queries by role).
 */
export async function confirmInDialog({ title, question, button }: { title: string; question: string; button: string }) {
  const confirm = await screen.findByRole('alertdialog', { name: title });
  expect(within(confirm).getByText(question)).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}
