import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { buildUser, meMock } from '../../test/fixtures';
import { NoteDetailDocument, ToggleLikeDocument } from '../../graphql/__generated__/graphql';
import { LikeButton } from './LikeButton';
import { buildNoteDetail, renderWithCache } from './test-utils';

/** The like button over a note read from the cache, as on the real pages. */
function LikedNote() {
  const { data } = useQuery(NoteDetailDocument, { variables: { id: 'n-1' } });
  return data?.note ? <LikeButton note={data.note} /> : null;
}

const noteMock = (overrides = {}) => ({
  request: { query: NoteDetailDocument, variables: { id: 'n-1' } },
  result: { data: { note: buildNoteDetail({ likeCount: 3, viewerHasLiked: false, ...overrides }) } },
});

const toggleRequest = { request: { query: ToggleLikeDocument, variables: { id: 'n-1' } } };

/**
 * A signed-in reader on a note with 5 likes (`liked`: one of them theirs) whose toggle the api
 * answers with `answer` after a moment; console.error is watched (the spy is returned).
 */
function renderToggleAnswered(liked: boolean, answer: Pick<MockLink.MockedResponse, 'result' | 'error'>) {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithCache(<LikedNote />, {
    mocks: [meMock(buildUser()), noteMock({ likeCount: 5, viewerHasLiked: liked }), { ...toggleRequest, ...answer, delay: 300 }],
  });
  return consoleError;
}

describe('LikeButton', () => {
  it('counts the like at once, before the api answers', async () => {
    renderWithCache(<LikedNote />, {
      mocks: [
        meMock(buildUser()),
        noteMock(),
        // The api never answers: whatever the button shows comes from the optimistic response.
        { ...toggleRequest, delay: Infinity },
      ],
    });

    const button = await screen.findByRole('button', { name: '3 likes. Like' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: '4 likes. Unlike' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
  });

  it('takes the like back when the api refuses it', async () => {
    const consoleError = renderToggleAnswered(true, { error: new Error('network down') });

    fireEvent.click(await screen.findByRole('button', { name: '5 likes. Unlike' }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('4'));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('5'));
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('takes the like back when the payload reports the note is gone', async () => {
    const consoleError = renderToggleAnswered(false, {
      result: {
        data: {
          toggleLike: {
            __typename: 'NotePayload',
            note: null,
            errors: [{ __typename: 'NoteError', field: null, message: 'That note was not found.', code: 'NOT_FOUND' }],
          },
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: '5 likes. Like' }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('6'));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('5'));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not change the like', 'That note was not found.'));
    consoleError.mockRestore();
  });

  it('sends visitors to sign in instead of liking', async () => {
    renderWithCache(<LikedNote />, { mocks: [meMock(null), noteMock()] });

    const link = await screen.findByRole('link', { name: '3 likes. Sign in to like' });
    expect(link).toHaveAttribute('href', '/sign-in?next=%2F');
    await act(async () => undefined);
  });
});
