import { timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import type { GoogleConfig } from '../config';
import type { UserEntity } from '../entities';
import { RETURN_PATH_PARAM, safeReturnPath } from '../domain/return-path';
import type { UserService } from '../services/user.service';
import { randomToken } from './secrets';

export const OAUTH_STATE_COOKIE = 'cn_google_state';
const STATE_TTL_MS = 10 * 60 * 1000;
// Only the start and the callback need the cookie.
const STATE_COOKIE_PATH = '/auth/google';

function stateCookieOptions(secure: boolean): CookieOptions {
  // Lax: the callback is a top-level GET navigation from Google, which Lax cookies accompany.
  return { httpOnly: true, secure, sameSite: 'lax', path: STATE_COOKIE_PATH, maxAge: STATE_TTL_MS };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: string | false, info?: { message: string }) => void;

/**
 * passport-oauth2's state store, kept in a short-lived httpOnly cookie instead of a server
 * session (the app has none for visitors): the callback must carry the same random `state`
 * as the browser's cookie, which a forged callback link cannot. The cookie also holds the PKCE
 * verifier and the page to return to (`/auth/google?next=/notes/42%23download`, checked by
 * safeReturnPath on the way in and again on the way out). Single use: the callback route clears
 * it whatever the outcome.
 * The method arities matter: passport picks the PKCE signatures by Function.length.
 */
export class CookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(req: Request, verifier: string, _state: unknown, _meta: unknown, callback: StoreCallback): void {
    const handle = randomToken();
    const returnPath = safeReturnPath(req.query?.[RETURN_PATH_PARAM]);
    const value = [handle, verifier, ...(returnPath ? [Buffer.from(returnPath).toString('base64url')] : [])].join('.');
    responseOf(req).cookie(OAUTH_STATE_COOKIE, value, stateCookieOptions(this.secure));
    callback(null, handle);
  }

  verify(req: Request, providedState: string, _meta: unknown, callback: VerifyCallback): void {
    const raw: unknown = req.cookies?.[OAUTH_STATE_COOKIE];
    const [handle, verifier] = typeof raw === 'string' ? raw.split('.') : [];
    if (!handle || !verifier || typeof providedState !== 'string' || !sameSecret(handle, providedState)) {
      callback(null, false, { message: 'The Google sign-in request does not match this browser.' });
      return;
    }
    callback(null, verifier);
  }
}

/**
 * The page the browser started Google sign-in from, kept in the state cookie; read only after the
 * callback's state matched that cookie (GoogleAuth.finish), and checked again.
 */
export function returnPathFromState(req: Request): string | null {
  const raw: unknown = req.cookies?.[OAUTH_STATE_COOKIE];
  const encoded = typeof raw === 'string' ? raw.split('.')[2] : undefined;
  return encoded ? safeReturnPath(Buffer.from(encoded, 'base64url').toString('utf8')) : null;
}

function responseOf(req: Request): Response {
  if (!req.res) throw new Error('Express request without its response');
  return req.res;
}

export function clearStateCookie(res: Response, secure: boolean): void {
  res.clearCookie(OAUTH_STATE_COOKIE, { ...stateCookieOptions(secure), maxAge: undefined });
}

/** Why a callback did not sign anyone in: logged, never shown (the page says only "Google"). */
export class GoogleSignInFailure extends Error {
  override name = 'GoogleSignInFailure';
}

export interface GoogleAuth {
  /** Redirects the browser to Google's consent page (sets the state cookie). */
  start: RequestHandler;
  /** Checks state, exchanges the code, reads the profile: the account, or a thrown reason. */
  finish(req: Request, res: Response): Promise<UserEntity>;
}

/**
 * The server-side authorization-code flow with passport-google-oauth20. Its own Passport
 * instance (not the global one) and `session: false`: the app's own session cookie is started
 * by the route once the account is known.
 */
export function createGoogleAuth(google: GoogleConfig, publicUrl: string, secure: boolean, users: UserService): GoogleAuth {
  const authenticator = new passport.Passport();
  const strategy = new GoogleStrategy(
    {
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: `${publicUrl}/auth/google/callback`,
      authorizationURL: google.authorizationUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      // The PKCE store signature (with the verifier) is not in @types/passport-oauth2.
      store: new CookieStateStore(secure) as unknown as StateStore,
    },
    (_accessToken, _refreshToken, profile, done) => {
      const email = profile.emails?.[0];
      if (!profile.id || !email?.value) {
        done(null, false, { message: 'Google sent no account id or email address.' });
        return;
      }
      const verified: unknown = email.verified;
      users
        .findOrCreateFromGoogle({
          googleId: profile.id,
          email: email.value,
          emailVerified: verified === true || verified === 'true',
          name: profile.displayName ?? '',
          picture: profile.photos?.[0]?.value ?? null,
        })
        .then(
          (user) => done(null, user),
          (err: unknown) => done(err),
        );
    },
  );
  authenticator.use('google', strategy);

  return {
    // passport answers with the redirect itself; a strategy error goes to next.
    start: authenticator.authenticate('google', { session: false }),
    finish: (req, res) =>
      new Promise<UserEntity>((resolve, reject) => {
        const callback = (err: unknown, user: unknown, info: unknown) => {
          if (err) return reject(err);
          if (!user) return reject(new GoogleSignInFailure(failureMessage(info)));
          resolve(user as UserEntity);
        };
        authenticator.authenticate('google', { session: false }, callback)(req, res, reject);
      }),
  };
}

function failureMessage(info: unknown): string {
  const message = (info as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'Google sign-in was cancelled or refused.';
}
