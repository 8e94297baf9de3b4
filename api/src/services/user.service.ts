import { randomInt, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { dataSourcePool } from '../auth/rate-limit';
import { SignInThrottle } from '../auth/sign-in-throttle';
import type { Viewer } from '../auth/viewer';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../domain/constants';
import { UserEntity } from '../entities';
import { AppError, badInput, conflict, type FieldError, notFound, unauthenticated } from '../errors';
import { readLimited } from '../files/read-limited';
import { sniffImage } from '../files/sniff';
import type { Logger } from '../logger';
import { authorize } from '../policies';
import type { FileStorage } from '../storage';
import { isUuid } from '../data/paging';
import { recordAudit } from '../data/audit.data';
import { dataExportKeysOf } from '../data/data-export.data';
import { fileKeysOfUploader } from '../data/note-write.data';
import { deleteSessionsOf } from '../data/session.data';
import { countAdmins, deleteUser, lockUserForDeletion, usernameAndEmailTaken, usernameTaken, userEntityByEmail } from '../data/user.data';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const PASSWORD_MAX = 200;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

export interface ProfileChanges {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  currentPassword?: string | null;
  avatar?: { stream: Readable } | null;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

function checkUsername(username: string, errors: FieldError[]): void {
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    errors.push({ field: 'username', message: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.` });
  } else if (!USERNAME_PATTERN.test(username)) {
    errors.push({ field: 'username', message: 'Username may contain only letters, digits, dots, dashes and underscores.' });
  }
}

export function checkEmail(email: string, errors: FieldError[]): void {
  if (!email || email.length > 254 || !EMAIL_PATTERN.test(email)) errors.push({ field: 'email', message: 'Enter a valid email address.' });
}

export function checkPassword(password: string, errors: FieldError[], field = 'password'): void {
  if (password.length < PASSWORD_MIN) errors.push({ field, message: `Password must be at least ${PASSWORD_MIN} characters long.` });
  else if (password.length > PASSWORD_MAX) errors.push({ field, message: `Password must be at most ${PASSWORD_MAX} characters long.` });
}

function throwIfAny(errors: FieldError[]): void {
  if (errors.length) throw badInput(errors[0].message, errors);
}

// A real argon2id hash of a random string: signing in with an unknown email still costs one
// verification, so response times do not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomUUID()));

/** Accounts: sign-up, sign-in, profile changes, deletion. */
export class UserService {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
    private readonly log: Logger,
    private readonly adminEmail: string | undefined,
  ) {
    this.throttle = new SignInThrottle(dataSourcePool(ds));
  }

  private get users() {
    return this.ds.getRepository(UserEntity);
  }

  async findById(id: string): Promise<UserEntity | null> {
    if (!isUuid(id)) return null;
    return this.users.findOneBy({ id });
  }

  async findByEmail(email: string): Promise<UserEntity | null> {
    return userEntityByEmail(this.ds, normalizeEmail(email));
  }

  private roleFor(email: string): 'admin' | 'user' {
    return this.adminEmail && normalizeEmail(this.adminEmail) === normalizeEmail(email) ? 'admin' : 'user';
  }

  async signUp(input: SignUpInput, ip: string): Promise<UserEntity> {
    await this.throttle.hitSignUp(ip);
    const username = (input.username ?? '').trim();
    const email = normalizeEmail(input.email ?? '');
    const password = input.password ?? '';
    const errors: FieldError[] = [];
    checkUsername(username, errors);
    checkEmail(email, errors);
    checkPassword(password, errors);
    throwIfAny(errors);
    await this.assertAvailable(username, email);
    const passwordHash = await hashPassword(password);
    try {
      return await this.users.save(this.users.create({ username, email, passwordHash, role: this.roleFor(email) }));
    } catch (err) {
      throw this.uniqueViolation(err) ?? err;
    }
  }

  /** One message for a wrong email or a wrong password: it must not tell which. */
  async signIn(emailInput: string, password: string, ip: string): Promise<UserEntity> {
    const email = normalizeEmail(emailInput ?? '');
    const errors: FieldError[] = [];
    if (!email) errors.push({ field: 'email', message: 'Enter your email address.' });
    if (!password) errors.push({ field: 'password', message: 'Enter your password.' });
    throwIfAny(errors);
    await this.throttle.checkSignIn(email, ip);
    const user = await this.findByEmail(email);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyPassword(await getDummyHash(), password).then(() => false);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip);
      throw unauthenticated('Wrong email or password.');
    }
    await this.throttle.recordSuccess(email, ip);
    if (needsRehash(user.passwordHash!)) {
      user.passwordHash = await hashPassword(password);
      await this.users.update(user.id, { passwordHash: user.passwordHash });
    }
    return user;
  }

  /**
   * The account behind a Google identity the caller has already verified (OAuth code flow or a
   * checked ID token): by Google id, else by the same verified email (that account gets linked),
   * else a new account without a password. An unverified email is refused: anyone can put any
   * address on a Google account, and linking by it would hand over someone else's account.
   */
  async findOrCreateFromGoogle(profile: {
    googleId: string;
    email: string;
    emailVerified: boolean;
    name: string;
    picture?: string | null;
  }): Promise<UserEntity> {
    const googleId = (profile.googleId ?? '').trim();
    const email = normalizeEmail(profile.email ?? '');
    if (!googleId || googleId.length > 64) throw unauthenticated('Google did not send a usable account id. Please try again.');
    if (!email || !profile.emailVerified) throw unauthenticated('Your Google account has no verified email address, so it cannot be used to sign in here.');
    const errors: FieldError[] = [];
    checkEmail(email, errors);
    if (errors.length) throw unauthenticated('Your Google account has no usable email address.');
    // https only: the page's CSP allows external images over https, and Google serves them so.
    const picture = typeof profile.picture === 'string' && /^https:\/\//i.test(profile.picture) && profile.picture.length <= 2000 ? profile.picture : null;
    const constraintOf = (err: unknown) =>
      (err as { driverError?: { constraint?: string } }).driverError?.constraint ?? (err as { constraint?: string }).constraint;

    // Two attempts: a concurrent first sign-in of the same person may win the unique index race.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const linked = await this.users.findOneBy({ googleId });
      if (linked) {
        if (picture && picture !== linked.avatarUrl) {
          linked.avatarUrl = picture;
          await this.users.update({ id: linked.id }, { avatarUrl: picture });
        }
        return linked;
      }
      const existing = await this.findByEmail(email);
      if (existing) {
        if (existing.googleId) throw conflict('An account with this email is already linked to another Google account.');
        existing.googleId = googleId;
        if (!existing.avatarUrl && picture) existing.avatarUrl = picture;
        // Sign-up does not verify emails, so whoever registered this email with a password may
        // not own it; Google just proved who does. Drop that password and its sessions so a
        // squatter keeps no way in; the owner can set a new password from Account Settings.
        const squatted = Boolean(existing.passwordHash);
        existing.passwordHash = null;
        try {
          const saved = await this.users.save(existing);
          if (squatted) await deleteSessionsOf(this.ds, saved.id);
          return saved;
        } catch (err) {
          if (constraintOf(err) === 'users_google_id_key') continue;
          throw err;
        }
      }
      const base = usernameFromGoogle(profile.name, email);
      for (let n = 0; n < 8; n += 1) {
        const suffix = n === 0 ? '' : String(randomInt(10 ** Math.min(n + 1, 6), 10 ** Math.min(n + 2, 7)));
        const username = base.slice(0, USERNAME_MAX - suffix.length) + suffix;
        const taken = await usernameTaken(this.ds, username);
        if (taken) continue;
        try {
          return await this.users.save(this.users.create({ username, email, passwordHash: null, googleId, avatarUrl: picture, role: this.roleFor(email) }));
        } catch (err) {
          const constraint = constraintOf(err);
          if (constraint === 'users_username_key') continue;
          if (constraint === 'users_email_key' || constraint === 'users_google_id_key') break; // raced: look up again
          throw err;
        }
      }
    }
    throw conflict('Could not finish signing you in with Google. Please try again.');
  }

  async updateProfile(viewer: Viewer | null, targetId: string, changes: ProfileChanges): Promise<UserEntity> {
    authorize(viewer, 'update', { user: { id: targetId } });
    const user = await this.findById(targetId);
    if (!user) throw notFound('That account');

    const errors: FieldError[] = [];
    const username = changes.username?.trim();
    const email = changes.email != null && changes.email.trim() !== '' ? normalizeEmail(changes.email) : undefined;
    if (username !== undefined && username !== user.username) checkUsername(username, errors);
    if (email !== undefined && email !== user.email) checkEmail(email, errors);
    let passwordHash: string | undefined;
    if (changes.password) {
      checkPassword(changes.password, errors);
      // Changing one's own password needs the current one (a stolen session alone is not enough).
      const self = viewer.id === user.id;
      if (self && user.passwordHash && !errors.length) {
        if (!changes.currentPassword) errors.push({ field: 'currentPassword', message: 'Enter your current password to set a new one.' });
        else if (!(await verifyPassword(user.passwordHash, changes.currentPassword)))
          errors.push({ field: 'currentPassword', message: 'Your current password is not correct.' });
      }
      if (!errors.length) passwordHash = await hashPassword(changes.password);
    }
    throwIfAny(errors);
    if ((username && username !== user.username) || (email && email !== user.email)) {
      await this.assertAvailable(username !== user.username ? username : undefined, email !== user.email ? email : undefined, user.id);
    }

    let newAvatarKey: string | undefined;
    if (changes.avatar) newAvatarKey = await this.storeAvatar(changes.avatar.stream);
    const oldAvatarKey = user.avatarKey;
    try {
      if (username) user.username = username;
      if (email) user.email = email;
      if (passwordHash) user.passwordHash = passwordHash;
      if (newAvatarKey) user.avatarKey = newAvatarKey;
      await this.users.save(user);
    } catch (err) {
      if (newAvatarKey) await this.storage.delete(newAvatarKey).catch(() => undefined);
      throw this.uniqueViolation(err) ?? err;
    }
    if (newAvatarKey && oldAvatarKey) await this.removeFiles([oldAvatarKey]);
    return user;
  }

  /** Rows first, in one transaction (the foreign keys cascade); then the files. */
  async deleteAccount(viewer: Viewer | null, targetId: string): Promise<void> {
    authorize(viewer, 'delete', { user: { id: targetId } });
    const keys = await this.ds.transaction(async (tx) => {
      const user = await lockUserForDeletion(tx, targetId);
      if (!user) throw notFound('That account');
      if (user.role === 'admin') {
        if ((await countAdmins(tx)) <= 1) throw conflict('The last admin account cannot be deleted. Make another account an admin first.');
      }
      const files = await fileKeysOfUploader(tx, targetId);
      const exports = await dataExportKeysOf(tx, targetId);
      // An admin deleting someone's account is recorded (the record outlives the account).
      if (viewer && viewer.id !== targetId)
        await recordAudit(tx, { actor: viewer, action: 'account_delete', itemType: 'user', itemId: targetId, itemTitle: user.username });
      await deleteUser(tx, targetId);
      return [...files, ...exports, ...(user.avatar_key ? [user.avatar_key] : [])];
    });
    await this.removeFiles(keys);
  }

  private async storeAvatar(stream: Readable): Promise<string> {
    const bytes = await readLimited(stream, AVATAR_MAX_BYTES, 'The picture is too large: at most 2 MB.');
    const type = sniffImage(bytes.subarray(0, 16));
    if (!type)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The avatar must be a PNG, JPEG, GIF or WebP image.', [{ field: 'avatar', message: 'not an image' }]);
    const key = `avatars/${randomUUID()}.${type.ext}`;
    await this.storage.put(key, bytes, type.mime);
    return key;
  }

  /** File removal after a commit: a failure leaves an orphan file (logged), never a dangling row. */
  async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch((err: unknown) => this.log.error({ err, key }, 'could not remove a stored file'))));
  }

  private async assertAvailable(username: string | undefined, email: string | undefined, exceptId?: string): Promise<void> {
    const taken = await usernameAndEmailTaken(this.ds, username ?? '', email ?? '', exceptId ?? null);
    const errors: FieldError[] = [];
    if (username && taken.username_taken) errors.push({ field: 'username', message: 'That username is already taken.' });
    if (email && taken.email_taken) errors.push({ field: 'email', message: 'An account with that email already exists.' });
    if (errors.length) throw new AppError('CONFLICT', errors[0].message, errors);
  }

  /** Two sign-ups racing for one name: the unique index decides, with the same message. */
  private uniqueViolation(err: unknown): AppError | undefined {
    const constraint =
      (err as { constraint?: string; driverError?: { constraint?: string } }).driverError?.constraint ?? (err as { constraint?: string }).constraint;
    if (constraint === 'users_username_key')
      return new AppError('CONFLICT', 'That username is already taken.', [{ field: 'username', message: 'That username is already taken.' }]);
    if (constraint === 'users_email_key')
      return new AppError('CONFLICT', 'An account with that email already exists.', [
        { field: 'email', message: 'An account with that email already exists.' },
      ]);
    return undefined;
  }
}

/** A username from a Google display name (else the email's local part): 3-40 of [A-Za-z0-9_.-]. */
function usernameFromGoogle(name: string | undefined, email: string): string {
  const clean = (raw: string) =>
    raw
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .replace(/^[._-]+|[._-]+$/g, '')
      .slice(0, USERNAME_MAX);
  for (const candidate of [clean(name ?? ''), clean(email.split('@')[0] ?? '')]) {
    if (candidate.length >= USERNAME_MIN) return candidate;
  }
  return 'student';
}
