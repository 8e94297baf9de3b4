import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session ids and API tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Stored instead of the secret itself, so a database dump signs nobody in. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
