import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleConfig } from '../config';
import { AppError, unauthenticated } from '../errors';

export const INVALID_ID_TOKEN_MESSAGE = 'Google sign-in needs a valid Google ID token.';

/** What the rest of the app needs from a Google identity, once Google's signature is checked. */
export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

// A Google ID token is about 1 KB; anything far larger is not one.
const MAX_TOKEN_LENGTH = 8192;

/** Google has sent email_verified both as a boolean and as the string "true". */
const isTrue = (value: unknown): boolean => value === true || value === 'true';

/**
 * Checks a Google ID token the way Google documents it: signature against Google's published
 * keys (fetched once and cached by jose, refetched when an unknown key id shows up), audience
 * equal to our client id, issuer one of Google's, not expired, and a verified email.
 * Every failure is a 401 with one message; only an outage of the key endpoint is not.
 */
export function createGoogleIdTokenVerifier(google: Pick<GoogleConfig, 'clientId' | 'jwksUrl' | 'issuers'>): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });

  return async (idToken) => {
    if (typeof idToken !== 'string' || !idToken || idToken.length > MAX_TOKEN_LENGTH) throw unauthenticated(INVALID_ID_TOKEN_MESSAGE);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        audience: google.clientId,
        issuer: google.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JWKSInvalid || !(err instanceof joseErrors.JOSEError)) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is temporarily unavailable. Please try again in a moment.');
      }
      throw unauthenticated(INVALID_ID_TOKEN_MESSAGE);
    }
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email || !isTrue(payload.email_verified)) {
      throw unauthenticated('Your Google account has no verified email address, so it cannot be used to sign in here.');
    }
    return {
      googleId: String(payload.sub),
      email,
      emailVerified: true,
      name: typeof payload.name === 'string' ? payload.name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  };
}
