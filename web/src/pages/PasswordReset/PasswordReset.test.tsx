import { fireEvent, screen } from '@testing-library/react';
import { accountMocks } from '../../components/account/testing';
import { PasswordResetAvailableDocument, RequestPasswordResetDocument, ResetPasswordDocument } from '../../graphql/__generated__/graphql';
import { stubGoogleStatusFetch } from '../../test/fetch-mocks';
import { renderWithProviders } from '../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const available = (value: boolean) => ({ request: { query: PasswordResetAvailableDocument }, result: { data: { passwordResetAvailable: value } } });
const payload = (name: string, fields: object) => ({
  data: {
    [name]: { __typename: name === 'requestPasswordReset' ? 'RequestPasswordResetPayload' : 'ResetPasswordPayload', success: false, errors: [], ...fields },
  },
});

describe('ForgotPasswordPage', () => {
  stubGoogleStatusFetch();

  it('sends the email and says a link is on its way, without saying whether an account has it', async () => {
    const request = {
      request: { query: RequestPasswordResetDocument, variables: { input: { email: 'priya@example.edu' } } },
      result: payload('requestPasswordReset', { success: true }),
    };
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', mocks: [...accountMocks(null), available(true), request] });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: ' priya@example.edu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account uses priya@example.edu, we have sent it a link to choose a new password. The link works once, within 30 minutes.',
    );
  });

  it('checks the email before sending', async () => {
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', mocks: [...accountMocks(null), available(true)] });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('says password reset is not set up here when the server cannot send mail, and offers no form', async () => {
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', mocks: [...accountMocks(null), available(false)] });
    expect(await screen.findByText('Password reset is not set up here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('ResetPasswordPage', () => {
  stubGoogleStatusFetch();

  it('sets the new password with the token of the link, then leads to sign-in', async () => {
    const reset = {
      request: { query: ResetPasswordDocument, variables: { input: { token: 'tok123', password: 'new password 1' } } },
      result: payload('resetPassword', { success: true }),
    };
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=tok123', mocks: [...accountMocks(null), reset] });
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'new password 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("shows the api's words for a used or expired link", async () => {
    const mistake = {
      __typename: 'AccountError',
      field: 'token',
      message: 'This password reset link is not valid any more: it was used already or it expired. Ask for a new one.',
      code: 'BAD_USER_INPUT',
    };
    const reset = {
      request: { query: ResetPasswordDocument, variables: { input: { token: 'old', password: 'new password 1' } } },
      result: payload('resetPassword', { errors: [mistake] }),
    };
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=old', mocks: [...accountMocks(null), reset] });
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'new password 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it was used already or it expired');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token in the address, explains instead of showing a form', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', mocks: accountMocks(null) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no reset link in it.');
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });
});
