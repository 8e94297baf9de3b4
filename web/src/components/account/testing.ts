// Builders for the account and publishing screens' tests (not imported by the app).
import type { MockLink } from '@apollo/client/testing';
import {
  MeDocument,
  ProfileMeDocument,
  type AccountUserFragment,
  type MyNoteItemFragment,
  type NoteFormNoteFragment,
} from '../../graphql/__generated__/graphql';
import { buildConnection, buildUser } from '../../test/fixtures';

export function buildAccountUser(overrides: Partial<AccountUserFragment> = {}): AccountUserFragment & { __typename: 'User' } {
  return { __typename: 'User', ...buildUser(), hasPassword: true, ...overrides };
}

/** `me` as the header and guards ask for it, and as the dashboard asks for it (with hasPassword). */
export function accountMocks(user: AccountUserFragment | null): MockLink.MockedResponse[] {
  const { hasPassword: _hasPassword, ...current } = user ?? buildAccountUser();
  return [
    { request: { query: MeDocument }, result: { data: { me: user ? { __typename: 'User', ...current } : null } }, maxUsageCount: 5 },
    { request: { query: ProfileMeDocument }, result: { data: { me: user ? { __typename: 'User', ...user } : null } }, maxUsageCount: 5 },
  ];
}

export function buildMyNote(overrides: Partial<MyNoteItemFragment> = {}) {
  return {
    __typename: 'Note' as const,
    id: 'n-1',
    title: 'Operating Systems: Scheduling',
    subject: 'Operating Systems',
    course: 'Computer Science Engineering (B.Tech/B.E)',
    semester: 4,
    college: 'MANIT Bhopal',
    approved: true,
    createdAt: '2025-02-03T09:00:00.000Z',
    fileType: 'pdf',
    hasFile: true,
    thumbnailUrl: null,
    processing: { __typename: 'NoteProcessing' as const, status: 'ready', reason: null },
    ...overrides,
  };
}

export function connection<T extends { id: string }>(nodes: T[], options: { hasNextPage?: boolean; totalCount?: number } = {}) {
  return buildConnection('NoteConnection', 'NoteEdge', nodes, options);
}

export function buildFormNote(overrides: Partial<NoteFormNoteFragment> = {}) {
  return {
    __typename: 'Note' as const,
    id: 'n-9',
    title: 'DBMS Unit 3',
    description: 'Normalisation and transactions',
    subject: 'Database Systems',
    course: 'Computer Science Engineering (B.Tech/B.E)',
    semester: 5,
    batch: '2022-2026',
    college: 'MANIT Bhopal',
    approved: true,
    hasFile: true,
    fileName: 'dbms-unit-3.pdf',
    fileType: 'pdf',
    externalUrl: null,
    downloadUrl: '/api/notes/n-9/download',
    createdAt: '2025-02-03T09:00:00.000Z',
    updatedAt: '2025-02-03T09:00:00.000Z',
    viewerCan: { __typename: 'NoteAbilities' as const, edit: true, delete: true },
    ...overrides,
  };
}
