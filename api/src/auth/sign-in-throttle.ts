import { sha256 } from './secrets';
import { consumeQuietly, createRateLimiter, isOver, type Queryable, type RateLimiter, type RateLimitInfo, RateLimitedError, secondsUntil } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The sign-in and sign-up limits (docs/api.md, "Sign-in limits and CSRF"). Only failures count
 * towards sign-in limits, so a campus of thousands behind one NAT address signing in correctly
 * never meets them.
 */
export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one account from one address before the first wait. */
  pairFree: 5,
  /** How long a pair's run of failures is remembered (a success clears it). */
  pairMemory: DAY,
  /** Wrong passwords for one account from all addresses per window before waits start. */
  accountFree: 20,
  accountWindow: HOUR,
  /** The first wait, doubled at each further failure, at most `backoffMax`. */
  backoffBase: 30,
  backoffMax: HOUR,
  /** Wrong passwords from one address (all accounts) per window; then that address waits. */
  addressFailures: 300,
  addressWindow: 15 * MINUTE,
  /** An address that signed in to an account stays "known" to it this long. */
  knownAddress: 30 * DAY,
  /** Sign-up attempts per address per window (a lecture hall signing up at once fits). */
  signUps: 500,
  signUpWindow: HOUR,
  /** Password reset mails asked for one email address (account or not) per window. */
  resetRequests: 5,
  resetWindow: HOUR,
  /** Password reset requests and new-password attempts from one address per window. */
  resetAddress: 30,
  resetAddressWindow: 15 * MINUTE,
} as const;

const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait a little and try again.';
const TOO_MANY_RESETS = 'Too many password reset attempts. Please wait a little and try again.';
const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts from your network. Please wait a few minutes and try again.';

export const backoffSeconds = (extraFailures: number): number =>
  Math.min(SIGN_IN_LIMITS.backoffBase * 2 ** Math.max(0, extraFailures), SIGN_IN_LIMITS.backoffMax);

/**
 * Consecutive failures with a growing wait (OWASP's "exponential back-off"): the first `free`
 * failures cost nothing, each one after that makes the key wait twice as long as the last.
 */
class FailureBackoff {
  private readonly failures: RateLimiter;
  private readonly waits: RateLimiter;

  constructor(
    pool: Queryable,
    name: string,
    readonly free: number,
    readonly window: number,
  ) {
    this.failures = createRateLimiter(pool, { keyPrefix: `${name}_failures`, points: free, duration: window });
    this.waits = createRateLimiter(pool, { keyPrefix: `${name}_wait`, points: 1, duration: SIGN_IN_LIMITS.backoffMax });
  }

  /** The wait still to run for this key, or null. */
  async waiting(key: string): Promise<RateLimitInfo | null> {
    const res = await this.waits.get(key);
    if (!isOver(this.waits, res)) return null;
    return { limit: this.free, remaining: 0, resetSeconds: secondsUntil(res.msBeforeNext), windowSeconds: this.window };
  }

  async fail(key: string): Promise<void> {
    // penalty() adds without ever refusing: the count decides the wait below.
    const { consumedPoints } = await this.failures.penalty(key, 1);
    if (consumedPoints >= this.free) await this.waits.block(key, backoffSeconds(consumedPoints - this.free));
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

/**
 * Limits on password sign-in, kept in PostgreSQL. Three budgets, all counting failures only:
 * per account and address (with back-off), per account across addresses (with back-off, against
 * guessing spread over many addresses) and per address across accounts (against one address
 * trying many accounts). An address that recently signed in to the account is exempt from the
 * last two, so a stranger can slow down strangers but cannot lock the owner out of the owner's
 * own address (the owner's pair budget is theirs alone).
 */
export class SignInThrottle {
  private readonly pairs: FailureBackoff;
  private readonly accounts: FailureBackoff;
  private readonly addresses: RateLimiter;
  private readonly known: RateLimiter;
  private readonly signUps: RateLimiter;
  private readonly resetEmails: RateLimiter;
  private readonly resetAddresses: RateLimiter;

  constructor(pool: Queryable) {
    const L = SIGN_IN_LIMITS;
    this.pairs = new FailureBackoff(pool, 'signin_pair', L.pairFree, L.pairMemory);
    this.accounts = new FailureBackoff(pool, 'signin_account', L.accountFree, L.accountWindow);
    this.addresses = createRateLimiter(pool, {
      keyPrefix: 'signin_address_failures',
      points: L.addressFailures,
      duration: L.addressWindow,
      blockDuration: L.addressWindow,
    });
    this.known = createRateLimiter(pool, { keyPrefix: 'signin_known', points: 1, duration: L.knownAddress });
    this.signUps = createRateLimiter(pool, { keyPrefix: 'signup_address', points: L.signUps, duration: L.signUpWindow });
    this.resetEmails = createRateLimiter(pool, { keyPrefix: 'reset_email', points: L.resetRequests, duration: L.resetWindow });
    this.resetAddresses = createRateLimiter(pool, { keyPrefix: 'reset_address', points: L.resetAddress, duration: L.resetAddressWindow });
  }

  /** Throws TOO_MANY_REQUESTS (with when to retry) if this attempt must wait; counts nothing. */
  async checkSignIn(email: string, ip: string): Promise<void> {
    const { account, pair } = keys(email, ip);
    const [pairWait, accountWait, address] = await Promise.all([this.pairs.waiting(pair), this.accounts.waiting(account), this.addresses.get(ip)]);
    const addressWait: RateLimitInfo | null = isOver(this.addresses, address)
      ? { limit: this.addresses.points, remaining: 0, resetSeconds: secondsUntil(address.msBeforeNext), windowSeconds: this.addresses.duration }
      : null;
    const shared = [accountWait, addressWait].filter((w): w is RateLimitInfo => w !== null);
    const waits = pairWait ? [pairWait] : [];
    if (shared.length && !(await this.known.get(pair))) waits.push(...shared);
    if (!waits.length) return;
    throw new RateLimitedError(
      TOO_MANY_SIGN_INS,
      waits.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a)),
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const { account, pair } = keys(email, ip);
    await Promise.all([this.pairs.fail(pair), this.accounts.fail(account), consumeQuietly(this.addresses, ip)]);
  }

  /**
   * Clears the pair's run of failures and remembers the address for the account. The account's
   * own count is left alone: the owner signing in must not hand an attacker elsewhere a fresh
   * budget.
   */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const { pair } = keys(email, ip);
    await Promise.all([this.pairs.clear(pair), this.known.set(pair, 1, SIGN_IN_LIMITS.knownAddress)]);
  }

  /**
   * Counts one password reset step: a mail asked for `email`, or (email null) a new password
   * tried with a link. Every attempt counts, whether or not the email has an account, so the
   * answer tells nothing about accounts. Throws TOO_MANY_REQUESTS when over.
   */
  async hitPasswordReset(email: string | null, ip: string): Promise<void> {
    const [address, account] = await Promise.all([
      consumeQuietly(this.resetAddresses, ip),
      email === null ? null : consumeQuietly(this.resetEmails, keys(email, ip).account),
    ]);
    const over = [
      address.consumedPoints > this.resetAddresses.points ? { limiter: this.resetAddresses, res: address } : null,
      account && account.consumedPoints > this.resetEmails.points ? { limiter: this.resetEmails, res: account } : null,
    ].filter((o) => o !== null);
    if (!over.length) return;
    const longest = over.reduce((a, b) => (b.res.msBeforeNext > a.res.msBeforeNext ? b : a));
    throw new RateLimitedError(TOO_MANY_RESETS, {
      limit: longest.limiter.points,
      remaining: 0,
      resetSeconds: secondsUntil(longest.res.msBeforeNext),
      windowSeconds: longest.limiter.duration,
    });
  }

  /** After a password reset the owner has proved who they are: the account's run of failures ends. */
  async clearAccountFailures(email: string): Promise<void> {
    await this.accounts.clear(keys(email, '').account);
  }

  /** Counts one sign-up attempt from the address; throws TOO_MANY_REQUESTS when over. */
  async hitSignUp(ip: string): Promise<void> {
    const res = await consumeQuietly(this.signUps, ip);
    if (res.consumedPoints <= this.signUps.points) return;
    throw new RateLimitedError(TOO_MANY_SIGN_UPS, {
      limit: this.signUps.points,
      remaining: 0,
      resetSeconds: secondsUntil(res.msBeforeNext),
      windowSeconds: this.signUps.duration,
    });
  }
}

// Emails are hashed: any length or character fits the store's varchar(255) key, and the table
// holds no email addresses.
function keys(email: string, ip: string) {
  const account = sha256(email);
  return { account, pair: `${account}:${ip}` };
}
