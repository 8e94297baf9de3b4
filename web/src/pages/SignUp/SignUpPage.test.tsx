import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MIN } from '@domain/constants';
import { accountMocks, buildAccountUser } from '../../components/account/testing';
import { SignUpDocument } from '../../graphql/__generated__/graphql';
import { googleStatusResponse, stubGoogleStatusFetch } from '../../test/fetch-mocks';
import { renderWithProviders } from '../../test/render';
import SignUpPage from './SignUpPage';

const INPUT = { username: 'arjun_m', email: 'arjun@example.edu', password: 'a-long-password' };

function signUpMock(fields: object) {
  return {
    request: { query: SignUpDocument, variables: { input: INPUT } },
    result: { data: { signUp: { __typename: 'AuthPayload', user: null, redirectTo: null, errors: [], ...fields } } },
  };
}

function fill(values: Partial<typeof INPUT> = INPUT) {
  if (values.username !== undefined) fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: values.username } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: values.email } });
  if (values.password !== undefined) fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: values.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  stubGoogleStatusFetch();

  it('shows the password rule and links to sign-in and Google', async () => {
    globalThis.fetch = jest.fn(() => googleStatusResponse(true)) as typeof fetch;
    renderWithProviders(<SignUpPage />, { route: '/sign-up', mocks: accountMocks(null) });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(`At least ${PASSWORD_MIN} characters.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(await screen.findByRole('link', { name: /Continue with Google/ })).toHaveAttribute('href', '/auth/google');
    expect(screen.queryByText(/maintenance/i)).not.toBeInTheDocument();
  });

  it('puts the api field errors next to their fields', async () => {
    const taken = [
      { __typename: 'AccountError', field: 'username', message: 'That username is already taken.', code: 'CONFLICT' },
      { __typename: 'AccountError', field: 'email', message: 'An account with that email already exists.', code: 'CONFLICT' },
    ];
    renderWithProviders(<SignUpPage />, { route: '/sign-up', mocks: [...accountMocks(null), signUpMock({ errors: taken })] });
    fill();
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    expect(screen.getByText('An account with that email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a short password before sending', async () => {
    renderWithProviders(<SignUpPage />, { route: '/sign-up', mocks: accountMocks(null) });
    fill({ ...INPUT, password: 'short' });
    expect(await screen.findByText(`Password must be at least ${PASSWORD_MIN} characters long.`)).toBeInTheDocument();
  });

  it('goes to /profile once the account exists', async () => {
    const user = buildAccountUser({ id: 'u-2', username: 'arjun_m', email: 'arjun@example.edu' });
    renderWithProviders(<SignUpPage />, { route: '/sign-up', mocks: [...accountMocks(null), signUpMock({ user, redirectTo: '/profile' })] });
    fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('returns to the page that asked for an account (?next=) once the account exists, and keeps it on the sign-in link', async () => {
    const user = buildAccountUser({ id: 'u-4', username: 'arjun_m', email: 'arjun@example.edu' });
    renderWithProviders(<SignUpPage />, {
      route: '/sign-up?next=%2Fnotes%2Fn-7%23like',
      mocks: [...accountMocks(null), signUpMock({ user, redirectTo: '/profile' })],
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fnotes%2Fn-7%23like');
    fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notes/n-7'));
  });
});
