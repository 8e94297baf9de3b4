import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_BANNER_MS } from '@domain/constants';
import { accountMocks, buildAccountUser, buildMyNote, connection } from '../../components/account/testing';
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  DeleteAccountDocument,
  DeleteMyUploadDocument,
  MySavedNotesDocument,
  MyUploadsDocument,
  RevokeApiTokenDocument,
  SignOutDocument,
  UnsaveNoteDocument,
  UpdateProfileDocument,
} from '../../graphql/__generated__/graphql';
import { renderPageAt, renderWithProviders } from '../../test/render';
import ProfilePage, { greeting } from './ProfilePage';

const USER = buildAccountUser();
const TOKEN = { __typename: 'ApiToken', id: 't-1', name: 'study bot', prefix: 'cn_abc1234', createdAt: '2025-03-01T08:00:00.000Z', lastUsedAt: null };

const tokensMock = (tokens: { id: string }[] = []) => ({
  request: { query: ApiTokensDocument },
  result: {
    data: {
      apiTokens: {
        __typename: 'ApiTokenConnection',
        totalCount: tokens.length,
        edges: tokens.map((node) => ({ __typename: 'ApiTokenEdge', cursor: `cursor-${node.id}`, node })),
      },
    },
  },
});
const uploadsMock = (result: object) => ({ request: { query: MyUploadsDocument, variables: { first: 10 } }, ...result });
const savedMock = (result: object) => ({ request: { query: MySavedNotesDocument, variables: { first: 10 } }, ...result });

function renderDashboard(route: string, mocks: object[]) {
  return renderPageAt('/profile', <ProfilePage />, { route, mocks: [...accountMocks(USER), ...(mocks as never[])] });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ProfilePage: Profile tab', () => {
  it('shows the account with its Member since date and links', async () => {
    renderDashboard('/profile', [tokensMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'priya_s' })).toBeInTheDocument();
    expect(screen.getByText(/Member since Jan 15, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upload New Notes/ })).toHaveAttribute('href', '/uploading-notes');
    expect(screen.getByRole('button', { name: /Delete Account/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
    // API tokens are developer business: under a closed "For developers" section until opened.
    expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('For developers'));
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
  });

  it('welcomes a brand-new account, and welcomes back one from before', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(greeting('neha', '2026-11-27T11:59:00Z', now)).toBe('Welcome, neha');
    expect(greeting('neha', '2026-11-20T11:59:00Z', now)).toBe('Welcome back, neha');
  });

  it('asks no current password of a Google-only account', async () => {
    renderWithProviders(<ProfilePage />, { route: '/profile', mocks: [...accountMocks(buildAccountUser({ hasPassword: false })), tokensMock()] });
    await screen.findByLabelText(/^New password/);
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('updates the username and shows the success banner for 3 seconds', async () => {
    const renamed = { ...USER, username: 'priya_sharma' };
    renderDashboard('/profile', [
      tokensMock(),
      {
        request: { query: UpdateProfileDocument, variables: { input: { username: 'priya_sharma' } } },
        result: { data: { updateProfile: { __typename: 'UserPayload', user: renamed, errors: [] } } },
        delay: 0,
      },
    ]);
    const username = await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent('priya_s'));

    jest.useFakeTimers();
    fireEvent.change(username, { target: { value: 'priya_sharma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Profile updated successfully.')).toBeInTheDocument();
    // The cache's `me` follows: the header shows the new name.
    expect(screen.getByTestId('me')).toHaveTextContent('priya_sharma');

    await act(() => jest.advanceTimersByTimeAsync(PROFILE_BANNER_MS - 1));
    expect(screen.getByText('Profile updated successfully.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();
  });

  it('shows a taken username next to the field', async () => {
    renderDashboard('/profile', [
      tokensMock(),
      {
        request: { query: UpdateProfileDocument, variables: { input: { username: 'arjun_m' } } },
        result: {
          data: {
            updateProfile: {
              __typename: 'UserPayload',
              user: null,
              errors: [{ __typename: 'AccountError', field: 'username', message: 'That username is already taken.', code: 'CONFLICT' }],
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'arjun_m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();
  });

  it('refuses a picture that is not an image or is over 2 MB, before uploading', async () => {
    renderDashboard('/profile', [tokensMock()]);
    const picker = await screen.findByLabelText('Choose a profile picture');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');

    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('The picture is too large: at most 2 MB.')).toBeInTheDocument();
  });

  it('deletes the account after the confirmation, then leaves for the landing page signed out', async () => {
    renderDashboard('/profile', [
      tokensMock(),
      { request: { query: DeleteAccountDocument }, result: { data: { deleteAccount: { __typename: 'SuccessPayload', success: true, errors: [] } } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Delete Account/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete your account? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Landing page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent('nobody'));
  });

  it('signs out: clears `me` and goes to /', async () => {
    renderDashboard('/profile', [
      tokensMock(),
      { request: { query: SignOutDocument }, result: { data: { signOut: { __typename: 'SuccessPayload', success: true } } } },
    ]);
    await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent('priya_s'));
    fireEvent.click(await screen.findByRole('button', { name: /Sign Out/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Landing page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent('nobody'));
  });

  it('creates an API token, shows its secret once, and revokes a token', async () => {
    const created = { ...TOKEN, id: 't-2', name: 'exam bot', prefix: 'cn_zzz9999' };
    renderDashboard('/profile', [
      tokensMock([TOKEN]),
      {
        request: { query: CreateApiTokenDocument, variables: { input: { name: 'exam bot' } } },
        result: { data: { createApiToken: { __typename: 'CreateApiTokenPayload', token: 'cn_zzz9999-secret', apiToken: created, errors: [] } } },
      },
      {
        request: { query: RevokeApiTokenDocument, variables: { id: 't-1' } },
        result: { data: { revokeApiToken: { __typename: 'RevokeApiTokenPayload', revokedId: 't-1', errors: [] } } },
      },
    ]);
    fireEvent.click(await screen.findByText('For developers'));
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('study bot')).toBeInTheDocument();
    expect(within(list).getByText(/Never used/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'exam bot' } });
    fireEvent.click(screen.getByRole('button', { name: /Create token/ }));
    expect(await screen.findByTestId('new-api-token')).toHaveTextContent('cn_zzz9999-secret');
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(list).getByText('exam bot')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-api-token')).not.toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Revoke study bot' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(list).queryByText('study bot')).not.toBeInTheDocument());
    expect(within(list).getByText('exam bot')).toBeInTheDocument();
  });
});

describe('ProfilePage: My Uploads tab', () => {
  const approved = buildMyNote({ id: 'n-1', title: 'OS Scheduling', approved: true });
  const pending = buildMyNote({ id: 'n-2', title: 'DBMS Joins', approved: false });
  const withAbilities = (note: ReturnType<typeof buildMyNote>) => ({ ...note, viewerCan: { __typename: 'NoteAbilities', edit: true, delete: true } });

  it('lists uploads with their status, links and actions, from ?tab=uploads', async () => {
    renderDashboard('/profile?tab=uploads', [uploadsMock({ result: { data: { myUploads: connection([withAbilities(approved), withAbilities(pending)]) } } })]);
    const list = await screen.findByRole('list', { name: 'My uploads' });
    expect(screen.getByRole('tab', { name: 'My Uploads' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(list).getAllByTestId('my-note');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'OS Scheduling' })).toHaveAttribute('href', '/notes/n-1');
    expect(within(rows[0]).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Pending Approval/)).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Edit DBMS Joins' })).toHaveAttribute('href', '/update-notes/n-2');
    expect(screen.getByRole('link', { name: /Add New/ })).toHaveAttribute('href', '/uploading-notes');
    expect(screen.getByText('2 notes')).toBeInTheDocument();
  });

  it('deletes a note after the confirmation and takes it out of the list without a refetch', async () => {
    renderDashboard('/profile?tab=uploads', [
      uploadsMock({ result: { data: { myUploads: connection([withAbilities(approved), withAbilities(pending)]) } } }),
      {
        request: { query: DeleteMyUploadDocument, variables: { id: 'n-2' } },
        result: { data: { deleteNote: { __typename: 'DeleteNotePayload', deletedId: 'n-2', errors: [] } } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'My uploads' });
    fireEvent.click(within(list).getByRole('button', { name: 'Delete DBMS Joins' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this note?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('DBMS Joins')).not.toBeInTheDocument());
    expect(within(list).getByText('OS Scheduling')).toBeInTheDocument();
    expect(screen.getByText('1 note')).toBeInTheDocument();
  });

  it('loads more uploads', async () => {
    const next = withAbilities(buildMyNote({ id: 'n-3', title: 'Compiler Design' }));
    renderDashboard('/profile?tab=uploads', [
      uploadsMock({ result: { data: { myUploads: connection([withAbilities(approved)], { hasNextPage: true, totalCount: 2 }) } } }),
      {
        request: { query: MyUploadsDocument, variables: { first: 10, after: 'cursor-n-1' } },
        result: { data: { myUploads: connection([next], { totalCount: 2 }) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Compiler Design')).toBeInTheDocument();
    expect(screen.getByText('OS Scheduling')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('has an empty state that leads to the upload form', async () => {
    renderDashboard('/profile?tab=uploads', [uploadsMock({ result: { data: { myUploads: connection([]) } } })]);
    expect(await screen.findByText("You haven't uploaded any notes yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Your First Note' })).toHaveAttribute('href', '/uploading-notes');
  });

  it('says so when the uploads cannot be loaded', async () => {
    renderDashboard('/profile?tab=uploads', [uploadsMock({ error: new Error('offline') })]);
    expect(await screen.findByText('There was an error loading your uploads.')).toBeInTheDocument();
  });
});

describe('ProfilePage: Saved Notes tab', () => {
  const saved = { ...buildMyNote({ id: 'n-5', title: 'Thermodynamics' }), uploader: { __typename: 'PublicUser', id: 'u-7', username: 'kavya' } };

  it('lists saved notes with View Note and Remove Note, and removes one from the list', async () => {
    renderDashboard('/profile?tab=saved', [
      savedMock({ result: { data: { savedNotes: connection([saved]) } } }),
      {
        request: { query: UnsaveNoteDocument, variables: { id: 'n-5' } },
        result: { data: { unsaveNote: { __typename: 'NotePayload', note: { __typename: 'Note', id: 'n-5', viewerHasSaved: false }, errors: [] } } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Saved notes' });
    expect(within(list).getByText(/by kavya/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Note Thermodynamics' })).toHaveAttribute('href', '/notes/n-5');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Note Thermodynamics' }));
    expect(await screen.findByText("You don't have any saved notes yet")).toBeInTheDocument();
    expect(screen.getByText('When you save notes, they will appear here')).toBeInTheDocument();
  });

  it('switches tabs through the URL', async () => {
    renderDashboard('/profile', [tokensMock(), savedMock({ result: { data: { savedNotes: connection([]) } } })]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved Notes' }));
    expect(await screen.findByText("You don't have any saved notes yet")).toBeInTheDocument();
  });

  it('says so when the saved notes cannot be loaded', async () => {
    renderDashboard('/profile?tab=saved', [savedMock({ error: new Error('offline') })]);
    expect(await screen.findByText('There was an error loading your saved notes.')).toBeInTheDocument();
  });
});
