import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@domain/constants';

// The same rules and words as the api (services/user.service.ts), checked before sending so
// obvious slips are caught at once; the server checks again and its answer wins.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const USERNAME_RULE = `${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, dots, dashes or underscores.`;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters.`;

export function emailMistake(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(value)) return 'Enter a valid email address.';
  return undefined;
}

export function usernameMistake(username: string): string | undefined {
  const value = username.trim();
  if (!value) return 'Enter a username.';
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) {
    return `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`;
  }
  if (!USERNAME_PATTERN.test(value)) return 'Username may contain only letters, digits, dots, dashes and underscores.';
  return undefined;
}

export function newPasswordMistake(password: string): string | undefined {
  if (!password) return 'Enter a password.';
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters long.`;
  return undefined;
}

/** Keeps only the fields that have a mistake. */
export function onlyMistakes<F extends string>(checks: Record<F, string | undefined>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => Boolean(message))) as Partial<Record<F, string>>;
}
