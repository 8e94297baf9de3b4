import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useQuery } from '@apollo/client/react';
import { buildUser, meMock } from '../../../test/fixtures';
import {
  AddCommentDocument,
  DeleteCommentDocument,
  EditCommentDocument,
  NoteCommentsDocument,
  NoteDetailDocument,
} from '../../../graphql/__generated__/graphql';
import { buildComment, buildCommentPage, buildNoteDetail, renderWithCache } from '../test-utils';
import { COMMENTS_PAGE } from './useCommentMutations';
import { CommentsSection } from './CommentsSection';

/** The section over a note read from the cache, as the note page uses it. */
function NoteComments() {
  const { data } = useQuery(NoteDetailDocument, { variables: { id: 'n-1' } });
  const note = data?.note;
  return note ? <CommentsSection noteId={note.id} page={note.comments} commentCount={note.commentCount} /> : null;
}

// Served once: a second request (a refetch) would find no mock and fail the test.
const noteMock = (comments = [buildComment()]) => ({
  request: { query: NoteDetailDocument, variables: { id: 'n-1' } },
  result: { data: { note: buildNoteDetail({ comments, commentCount: comments.length }) } },
});

const mine = buildComment({
  id: 'c-mine',
  text: 'My first thoughts',
  author: { __typename: 'PublicUser', id: 'u-1', username: 'priya_s', avatarUrl: null } as never,
  viewerCan: { __typename: 'CommentAbilities', edit: true, delete: true } as never,
});

const noErrors: never[] = [];

describe('CommentsSection', () => {
  it('shows visitors the comments with their authors and an invitation to sign in, without edit or delete', async () => {
    renderWithCache(<NoteComments />, { mocks: [meMock(null), noteMock()] });

    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    const comment = screen.getByTestId('comment');
    expect(within(comment).getByText('arjun_k')).toBeInTheDocument();
    expect(within(comment).getByText('Very clear notes, thank you!')).toBeInTheDocument();
    expect(within(comment).getByText(/^Mar 4, 2025, \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute('href', '/sign-in?next=%2F%23comment');
    expect(screen.queryByPlaceholderText('Share your thoughts on these notes...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
  });

  it('shows the empty state and names an author whose account is gone', async () => {
    const { unmount } = renderWithCache(<NoteComments />, { mocks: [meMock(null), noteMock([])] });
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    unmount();

    renderWithCache(<NoteComments />, { mocks: [meMock(null), noteMock([buildComment({ author: null })])] });
    expect(await screen.findByText('Anonymous User')).toBeInTheDocument();
  });

  it('does not send a whitespace-only comment', async () => {
    const add = jest.fn(() => ({ data: { addComment: { __typename: 'CommentPayload', comment: null, errors: noErrors } } }));
    renderWithCache(<NoteComments />, {
      mocks: [meMock(buildUser()), noteMock(), { request: { query: AddCommentDocument }, result: add }],
    });

    const box = await screen.findByPlaceholderText('Share your thoughts on these notes...');
    fireEvent.change(box, { target: { value: '  \n\t ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('adds a trimmed comment to the cached note without refetching it', async () => {
    const added = buildComment({ ...mine, id: 'c-new', text: 'Great summary' });
    const { cache } = renderWithCache(<NoteComments />, {
      mocks: [
        meMock(buildUser()),
        noteMock(),
        {
          request: { query: AddCommentDocument, variables: { input: { noteId: 'n-1', text: 'Great summary' } } },
          result: { data: { addComment: { __typename: 'CommentPayload', comment: added, errors: noErrors } } },
        },
      ],
    });

    const box = await screen.findByPlaceholderText('Share your thoughts on these notes...');
    fireEvent.change(box, { target: { value: '  Great summary  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));

    expect(await screen.findByText('Great summary')).toBeInTheDocument();
    // Waits: on a loaded machine the heading's render can land a tick after the list's.
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const cached = cache.extract() as Record<string, { commentCount?: number; comments?: { totalCount: number; edges: { node: { __ref: string } }[] } }>;
    expect(cached['Note:n-1'].commentCount).toBe(2);
    expect(cached['Note:n-1'].comments?.totalCount).toBe(2);
    expect(cached['Note:n-1'].comments?.edges.map((edge) => edge.node)).toEqual([{ __ref: 'Comment:c-1' }, { __ref: 'Comment:c-new' }]);
  });

  it('shows more comments a page at a time, appended to the cached list', async () => {
    const first = [buildComment({ id: 'c-1', text: 'First page comment' })];
    const second = [buildComment({ id: 'c-2', text: 'Second page comment' })];
    const { cache } = renderWithCache(<NoteComments />, {
      mocks: [
        meMock(null),
        {
          request: { query: NoteDetailDocument, variables: { id: 'n-1' } },
          result: { data: { note: buildNoteDetail({ comments: buildCommentPage(first, { more: true, total: 2 }), commentCount: 2 }) } },
        },
        {
          request: { query: NoteCommentsDocument, variables: { id: 'n-1', first: COMMENTS_PAGE, after: 'cursor-c-1' } },
          result: { data: { note: { ...buildNoteDetail({ commentCount: 2 }), comments: buildCommentPage(second, { total: 2 }) } } },
        },
      ],
    });

    expect(await screen.findByText('First page comment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more comments (1 more)' }));
    expect(await screen.findByText('Second page comment')).toBeInTheDocument();
    expect(screen.getByText('First page comment')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more comments/ })).not.toBeInTheDocument());
    const cached = cache.extract() as Record<string, { comments?: { edges: { node: { __ref: string } }[] } }>;
    expect(cached['Note:n-1'].comments?.edges.map((edge) => edge.node)).toEqual([{ __ref: 'Comment:c-1' }, { __ref: 'Comment:c-2' }]);
  });

  it('edits one comment at a time: empty text does nothing, Cancel keeps it, Save replaces it', async () => {
    const edit = jest.fn(() => ({
      data: {
        editComment: { __typename: 'CommentPayload', comment: { ...mine, text: 'Better thoughts', editedAt: '2025-03-05T10:00:00.000Z' }, errors: noErrors },
      },
    }));
    renderWithCache(<NoteComments />, {
      mocks: [
        meMock(buildUser()),
        noteMock([buildComment(), mine]),
        { request: { query: EditCommentDocument, variables: { input: { id: 'c-mine', text: 'Better thoughts' } } }, result: edit },
      ],
    });

    // Only the viewer's own comment offers edit and delete.
    expect(await screen.findAllByRole('button', { name: 'Edit comment' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(editor).toHaveValue('My first thoughts');
    expect(screen.queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();

    fireEvent.change(editor, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(edit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Edit your comment' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('My first thoughts')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit your comment' }), { target: { value: ' Better thoughts ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument());
    const edited = screen.getAllByTestId('comment')[1];
    expect(within(edited).getByTestId('comment-text')).toHaveTextContent('Better thoughts');
    expect(within(edited).getByText('(edited)')).toBeInTheDocument();
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['refused by the api', { result: { errors: [new GraphQLError('Only its author may edit this comment.')] } }, 'Failed to update comment'],
    ['left unanswered', { error: new Error('Failed to fetch') }, 'Something went wrong while updating comment'],
  ])('says so when an edit is %s', async (_case, outcome, message) => {
    renderWithCache(<NoteComments />, {
      mocks: [
        meMock(buildUser()),
        noteMock([mine]),
        { request: { query: EditCommentDocument, variables: { input: { id: 'c-mine', text: 'Changed' } } }, ...outcome },
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit comment' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit your comment' }), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Edit your comment' })).toHaveValue('Changed');
  });

  it('deletes a comment after the confirmation and updates the count', async () => {
    renderWithCache(<NoteComments />, {
      mocks: [
        meMock(buildUser()),
        noteMock([mine]),
        {
          request: { query: DeleteCommentDocument, variables: { id: 'c-mine' } },
          result: { data: { deleteComment: { __typename: 'CommentPayload', comment: { __typename: 'Comment', id: 'c-mine', noteId: 'n-1' }, errors: [] } } },
        },
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('keeps the comment and says so when the delete fails', async () => {
    renderWithCache(<NoteComments />, {
      mocks: [
        meMock(buildUser()),
        noteMock([mine]),
        { request: { query: DeleteCommentDocument, variables: { id: 'c-mine' } }, result: { errors: [new GraphQLError('Forbidden')] } },
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('My first thoughts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });
});
