import { PASSWORD_RESET_LINK_MINUTES } from '@domain/constants';

/** The brand panel beside both password reset steps. */
export const PITCH = {
  heading: 'Locked out? It happens to everyone before exams.',
  points: [
    'A link to choose a new password, by email',
    `It works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes`,
    'Your notes, likes and saves stay as they are',
  ],
};
