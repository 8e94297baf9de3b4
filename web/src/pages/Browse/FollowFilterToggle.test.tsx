import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FollowDocument, MyFollowsDocument, UnfollowDocument } from '../../graphql/__generated__/graphql';
import { buildUser, meMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { FollowFilterToggle } from './FollowFilterToggle';

const COURSE = 'B.Tech CSE';
const followsMock = (rows: { kind: 'COURSE' | 'SUBJECT'; value: string }[]) => ({
  request: { query: MyFollowsDocument },
  result: { data: { myFollows: rows.map((row) => ({ __typename: 'Follow', ...row, createdAt: '2025-03-01T10:00:00.000Z' })) } },
});

describe('Follow toggle next to the browse filters', () => {
  it('follows the filtered course and then shows "Following", and unfollows again', async () => {
    renderWithProviders(<FollowFilterToggle course={COURSE} subject="" />, {
      mocks: [
        meMock(buildUser()),
        followsMock([]),
        {
          request: { query: FollowDocument, variables: { input: { kind: 'COURSE', value: COURSE } } },
          result: {
            data: {
              follow: {
                __typename: 'FollowPayload',
                follow: { __typename: 'Follow', kind: 'COURSE', value: COURSE, createdAt: '2025-03-04T10:00:00.000Z' },
                errors: [],
              },
            },
          },
        },
        {
          request: { query: UnfollowDocument, variables: { input: { kind: 'COURSE', value: COURSE } } },
          result: { data: { unfollow: { __typename: 'UnfollowPayload', removed: true, errors: [] } } },
        },
      ],
    });
    const button = await screen.findByRole('button', { name: `Follow ${COURSE}` });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    const following = await screen.findByRole('button', { name: `Following ${COURSE}` });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(following);
    await waitFor(() => expect(screen.getByRole('button', { name: `Follow ${COURSE}` })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows the api refusal', async () => {
    renderWithProviders(<FollowFilterToggle course="" subject="Operating Systems" />, {
      mocks: [
        meMock(buildUser()),
        followsMock([]),
        {
          request: { query: FollowDocument, variables: { input: { kind: 'SUBJECT', value: 'Operating Systems' } } },
          result: {
            data: {
              follow: {
                __typename: 'FollowPayload',
                follow: null,
                errors: [
                  {
                    __typename: 'UserError',
                    field: 'value',
                    message: 'You can follow at most 100 courses and subjects; unfollow one first.',
                    code: 'BAD_USER_INPUT',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Operating Systems' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 100');
  });

  it('says "Following" for what the student already follows', async () => {
    renderWithProviders(<FollowFilterToggle course={COURSE} subject="Operating Systems" />, {
      mocks: [meMock(buildUser()), followsMock([{ kind: 'SUBJECT', value: 'Operating Systems' }])],
    });
    expect(await screen.findByRole('button', { name: 'Following Operating Systems' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: `Follow ${COURSE}` })).toBeInTheDocument();
  });

  it('offers visitors a sign-in link instead, and nothing without a course or subject filter', async () => {
    const { unmount } = renderWithProviders(<FollowFilterToggle course={COURSE} subject="" />, { mocks: [meMock(null)] });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2F');
    expect(screen.getByTestId('follow-filter-hint')).toHaveTextContent(`to follow ${COURSE}`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<FollowFilterToggle course="" subject="" />, { mocks: [meMock(buildUser())] });
    expect(screen.queryByTestId('follow-filter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('follow-filter-hint')).not.toBeInTheDocument();
  });
});
