import { InMemoryCache } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { CurrentUserFragmentDoc, MeDocument } from '../graphql/__generated__/graphql';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { buildUser } from '../test/fixtures';
import { linkSession, writeMe } from './apollo-session';
import { setSessionUser } from './session';

function Chip() {
  const { user, loading } = useCurrentUser();
  return <p data-testid="chip">{loading ? 'loading' : (user?.username ?? 'visitor')}</p>;
}

describe('the session outside Apollo and the Apollo cache', () => {
  it('gives Apollo the answer the app already has, so `me` is not asked twice', () => {
    setSessionUser(buildUser({ id: 'u-7', username: 'asha' }));
    const cache = new InMemoryCache();
    linkSession(cache);
    expect(cache.readQuery({ query: MeDocument })?.me).toMatchObject({ __typename: 'User', id: 'u-7', username: 'asha' });
  });

  it('shows every change of `me` in the cache at once: sign-in, a new name, sign-out', () => {
    const cache = new InMemoryCache();
    linkSession(cache);
    render(<Chip />);
    expect(screen.getByTestId('chip')).toHaveTextContent('loading');

    act(() => writeMe(cache, buildUser({ id: 'u-1', username: 'priya_s' })));
    expect(screen.getByTestId('chip')).toHaveTextContent('priya_s');

    // A mutation answering the user (e.g. account settings) updates the normalized User.
    act(
      () =>
        void cache.writeFragment({
          id: 'User:u-1',
          fragment: CurrentUserFragmentDoc,
          data: { ...buildUser({ id: 'u-1', username: 'priya_new' }), __typename: 'User' } as never,
        }),
    );
    expect(screen.getByTestId('chip')).toHaveTextContent('priya_new');

    act(() => writeMe(cache, null));
    expect(screen.getByTestId('chip')).toHaveTextContent('visitor');
  });
});
