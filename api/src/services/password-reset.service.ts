import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/passwords';
import { dataSourcePool } from '../auth/rate-limit';
import { randomToken, sha256 } from '../auth/secrets';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { PASSWORD_RESET_LINK_MINUTES } from '../domain/constants';
import { AppError, badInput, type FieldError } from '../errors';
import type { Logger } from '../logger';
import type { Mail, Mailer } from '../mail/mailer';
import { deleteExpiredResets, deleteUnusedResetsOf, insertReset, liveResetExists, spendReset } from '../data/password-reset.data';
import { deleteSessionsOf } from '../data/session.data';
import { mailContactByEmail, setPasswordHash } from '../data/user.data';
import { checkEmail, checkPassword, normalizeEmail } from './user.service';

export const RESET_LINK_INVALID = 'This password reset link is not valid any more: it was used already or it expired. Ask for a new one.';
export const RESET_NOT_SET_UP = 'Password reset is not set up on this server. Ask the people who run it to reset your password.';

/**
 * Forgot password: a mail with a single-use link that works for PASSWORD_RESET_LINK_MINUTES,
 * then a new password. The request answers the same, at once, whether or not the email has an
 * account: the lookup and the mail happen after the answer. Setting the new password ends every
 * session of the account; its API tokens stay (the owner created them for programs, which a
 * forgotten password does not concern; they are listed and revocable on the profile).
 */
export class PasswordResetService {
  private readonly throttle: SignInThrottle;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer | null,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {
    this.throttle = new SignInThrottle(dataSourcePool(ds));
  }

  /** Whether this server can send reset links (SMTP, or the log in development). */
  get available(): boolean {
    return this.mailer !== null;
  }

  /** Sends a reset link if an account has this email. Rate limited per email and per address. */
  async request(emailInput: string, ip: string): Promise<void> {
    if (!this.mailer) throw new AppError('NOT_IMPLEMENTED', RESET_NOT_SET_UP);
    const email = normalizeEmail(emailInput ?? '');
    const errors: FieldError[] = [];
    checkEmail(email, errors);
    if (errors.length) throw badInput(errors[0].message, errors);
    await this.throttle.hitPasswordReset(email, ip);
    const mailer = this.mailer;
    const work = this.sendLink(mailer, email).catch((err: unknown) => this.log.error({ err }, 'password reset: the mail could not be sent'));
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Resolves once every reset mail asked for so far has been handled (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /** Sets a new password with a link's token; the link and every other one of the account die, and so do its sessions. */
  async reset(token: string, password: string, ip: string): Promise<{ userId: string; email: string }> {
    if (!this.mailer) throw new AppError('NOT_IMPLEMENTED', RESET_NOT_SET_UP);
    await this.throttle.hitPasswordReset(null, ip);
    const errors: FieldError[] = [];
    const secret = (token ?? '').trim();
    if (!secret || secret.length > 200) errors.push({ field: 'token', message: RESET_LINK_INVALID });
    checkPassword(password ?? '', errors);
    if (errors.length) throw badInput(errors[0].message, errors);
    // A cheap look first: a wrong or spent link costs no password hashing.
    if (!(await liveResetExists(this.ds, sha256(secret)))) throw badInput(RESET_LINK_INVALID, [{ field: 'token', message: RESET_LINK_INVALID }]);
    const passwordHash = await hashPassword(password);
    const user = await this.ds.transaction(async (tx) => {
      // One UPDATE both checks and spends the link: two tabs submitting at once cannot both use it.
      const userId = await spendReset(tx, sha256(secret));
      if (!userId) throw badInput(RESET_LINK_INVALID, [{ field: 'token', message: RESET_LINK_INVALID }]);
      const email = await setPasswordHash(tx, userId, passwordHash);
      await deleteSessionsOf(tx, userId);
      await deleteUnusedResetsOf(tx, userId);
      return { userId, email: email! };
    });
    await this.throttle.clearAccountFailures(user.email);
    return user;
  }

  async purgeExpired(): Promise<void> {
    await deleteExpiredResets(this.ds);
  }

  private async sendLink(mailer: Mailer, email: string): Promise<void> {
    const user = await mailContactByEmail(this.ds, email);
    if (!user) return;
    const token = randomToken();
    await insertReset(this.ds, sha256(token), user.id, PASSWORD_RESET_LINK_MINUTES);
    const link = `${this.publicUrl}/reset-password?token=${token}`;
    await mailer.send(resetMail(user.email, user.username, link));
    this.log.info({ userId: user.id }, 'password reset link sent');
  }
}

function resetMail(to: string, username: string, link: string): Mail {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [
    `Hello ${username},`,
    '',
    'Someone (we hope you) asked to reset the password of your CampusNotes account.',
    `To choose a new password, open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes. It works once:`,
    '',
    link,
    '',
    'Setting a new password signs you out everywhere. If you did not ask for this, ignore this mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your CampusNotes password',
    text: lines.join('\n'),
    html: [
      `<p>Hello ${escape(username)},</p>`,
      '<p>Someone (we hope you) asked to reset the password of your CampusNotes account.</p>',
      `<p><a href="${escape(link)}">Choose a new password</a> within ${PASSWORD_RESET_LINK_MINUTES} minutes. The link works once.</p>`,
      '<p>Setting a new password signs you out everywhere. If you did not ask for this, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
