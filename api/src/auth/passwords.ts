import argon2 from 'argon2';

/**
 * argon2id with OWASP's second recommended setting (m=19 MiB, t=2, p=1; the Password Storage
 * Cheat Sheet lists it as equal in strength to its m=46 MiB, t=1 choice). The library's default
 * (m=64 MiB, t=3, p=4) cost 550 ms of CPU per sign-in here: under the 200-user load a few
 * sign-ins a second took a fifth of the machine's two cores from everyone else.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A hash made with other settings (older accounts): rehashed at the next correct sign-in. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, OPTIONS);
  } catch {
    return false;
  }
}
