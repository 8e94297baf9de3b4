import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { accountMocks, buildAccountUser } from '../../components/account/testing';
import { SignInDocument } from '../../graphql/__generated__/graphql';
import { googleStatusResponse, stubGoogleStatusFetch } from '../../test/fetch-mocks';
import { renderWithProviders, WhoAmI } from '../../test/render';
import SignInPage from './SignInPage';

const INPUT = { email: 'priya@example.edu', password: 'correct-horse' };

function signInMock(result: object) {
  return { request: { query: SignInDocument, variables: { input: INPUT } }, result };
}

function payload(fields: object) {
  return { data: { signIn: { __typename: 'AuthPayload', user: null, redirectTo: null, errors: [], ...fields } } };
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: INPUT.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: INPUT.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  // Unanswered by default: the Google button stays a link, as while the status is unknown.
  stubGoogleStatusFetch();

  it('shows the payload error in red under the form', async () => {
    const mistake = { __typename: 'AccountError', field: null, message: 'Wrong email or password.', code: 'UNAUTHENTICATED' };
    renderWithProviders(<SignInPage />, { route: '/sign-in', mocks: [...accountMocks(null), signInMock(payload({ errors: [mistake] }))] });

    fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong email or password.');
    // Under the form: after the submit button.
    expect(screen.getByRole('button', { name: 'Sign In' }).compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('checks the fields before sending, in the api words', async () => {
    renderWithProviders(<SignInPage />, { route: '/sign-in', mocks: accountMocks(null) });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message of a rate limit (a top-level TOO_MANY_REQUESTS error)', async () => {
    const tooMany = new GraphQLError('Too many sign-in attempts. Please wait a few minutes and try again.', {
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    renderWithProviders(<SignInPage />, { route: '/sign-in', mocks: [...accountMocks(null), signInMock({ errors: [tooMany] })] });
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a few minutes and try again.');
  });

  it('falls back to "Failed to sign in" when the request fails', async () => {
    renderWithProviders(<SignInPage />, {
      route: '/sign-in',
      mocks: [...accountMocks(null), { request: { query: SignInDocument, variables: { input: INPUT } }, error: new Error('offline') }],
    });
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
  });

  it('signs in: `me` is updated and the app goes where the api says, replacing history', async () => {
    const admin = buildAccountUser({ id: 'u-9', username: 'root_admin', role: 'ADMIN' });
    renderWithProviders(
      <>
        <SignInPage />
        <WhoAmI />
      </>,
      { route: '/sign-in', mocks: [...accountMocks(null), signInMock(payload({ user: admin, redirectTo: '/admin-dashboard' }))] },
    );
    await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent('nobody'));
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin-dashboard'));
    expect(screen.getByTestId('me')).toHaveTextContent('root_admin');
  });

  it('returns to the page that asked for an account (?next=), and keeps it on the sign-up and Google links', async () => {
    globalThis.fetch = jest.fn(() => googleStatusResponse(true)) as typeof fetch;
    const student = buildAccountUser({ id: 'u-3', username: 'priya' });
    renderWithProviders(
      <>
        <SignInPage />
        <WhoAmI />
      </>,
      { route: '/sign-in?next=%2Fnotes%2Fn-7%23download', mocks: [...accountMocks(null), signInMock(payload({ user: student, redirectTo: null }))] },
    );
    expect(await screen.findByRole('link', { name: /Continue with Google/ })).toHaveAttribute('href', '/auth/google?next=%2Fnotes%2Fn-7%23download');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up?next=%2Fnotes%2Fn-7%23download');
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notes/n-7'));
    expect(screen.getByTestId('me')).toHaveTextContent('priya');
  });

  it.each(['//evil.example/notes', '/\\evil.example', 'https://evil.example/', '/sign-in'])(
    'ignores a return path that is not a page of this site: %s',
    async (next) => {
      globalThis.fetch = jest.fn(() => googleStatusResponse(true)) as typeof fetch;
      renderWithProviders(<SignInPage />, {
        route: `/sign-in?next=${encodeURIComponent(next)}`,
        mocks: [...accountMocks(null), signInMock(payload({ user: buildAccountUser(), redirectTo: null }))],
      });
      expect(await screen.findByRole('link', { name: /Continue with Google/ })).toHaveAttribute('href', '/auth/google');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
      fillAndSubmit();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    },
  );

  it('sends a signed-in user who opens sign-in with ?next= straight there', async () => {
    renderWithProviders(<SignInPage />, { route: '/sign-in?next=%2Fuploading-notes', mocks: accountMocks(buildAccountUser()) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/uploading-notes'));
  });

  it('sends signed-in users to /profile', async () => {
    renderWithProviders(<SignInPage />, { route: '/sign-in', mocks: accountMocks(buildAccountUser()) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('links to Google sign-in and to sign-up, and explains a failed Google sign-in', async () => {
    globalThis.fetch = jest.fn(() => googleStatusResponse(true)) as typeof fetch;
    renderWithProviders(<SignInPage />, { route: '/sign-in?error=google', mocks: accountMocks(null) });
    expect(await screen.findByRole('link', { name: /Continue with Google/ })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/maintenance/i)).not.toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/auth/google/status', expect.anything());
  });

  it('offers no Google sign-in at all when the server has no Google credentials', async () => {
    const status = jest.fn(() => googleStatusResponse(false));
    globalThis.fetch = status as typeof fetch;
    renderWithProviders(<SignInPage />, { route: '/sign-in', mocks: accountMocks(null) });
    await waitFor(() => expect(status).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('link', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('offers no Google sign-in while the server has not said whether it has it', () => {
    renderWithProviders(<SignInPage />, { route: '/sign-in', mocks: accountMocks(null) });
    expect(screen.queryByRole('link', { name: /Continue with Google/ })).not.toBeInTheDocument();
  });
});
