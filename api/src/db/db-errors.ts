import { AppError } from '../errors';

/**
 * Maps database failures that are not bugs to the error catalogue: the database being
 * unreachable (503, so clients retry instead of reporting a defect) and PostgreSQL refusing a
 * NUL character in text (a user mistake, 400). Everything else stays unclassified and is
 * answered as INTERNAL by the formatters.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a few seconds.';
// pg-pool's queue timeout: every connection was busy for the whole wait (a load spike), which
// is not an outage and should not read like one.
export const DATABASE_BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character.';

/** Thrown by the pool guard while the database is known to be down (see db-availability.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(reason = 'the database is known to be unreachable') {
    super(reason);
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket-level failures reported by Node for the connection to PostgreSQL.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATEs that mean "this server cannot serve you now", not "your query is wrong":
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
// recovering), 53300 too_many_connections; class 08 is connection_exception.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// 22021 character_not_in_repertoire ("invalid byte sequence for encoding "UTF8": 0x00") and
// 22P05 untranslatable_character (a \u0000 in jsonb): the only way a JavaScript string reaches
// them is a NUL character.
const NUL_SQLSTATES = new Set(['22021', '22P05']);
// node-postgres and pg-pool report these as plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "unexpectedly", "due to connection timeout", or plain
  /^timeout exceeded when trying to connect$/, // pg-pool: no client became free in time
  /is not queryable$/, // a client whose connection already failed
  /^Connection ended unexpectedly$/,
];

const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  originalError?: unknown;
}

/** The error and what it wraps: TypeORM's QueryFailedError.driverError, GraphQL's originalError, Error.cause. */
function chain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let current: unknown = err;
  while (current && typeof current === 'object' && out.length < 5 && !out.includes(current as ErrorLike)) {
    const e = current as ErrorLike;
    out.push(e);
    current = e.driverError ?? e.originalError ?? e.cause;
  }
  return out;
}

/** True when the failure means the database cannot be reached, not that a query is wrong. */
export function isConnectionFailure(err: unknown): boolean {
  return chain(err).some((e) => {
    if (e instanceof DatabaseUnavailableError) return true;
    // AggregateError from a dual-stack connect carries the code on itself in Node 20.
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // TypeORM releases a transaction's query runner when its connection dies; the next query,
    // COMMIT or ROLLBACK then fails with one of these instead of the connection error itself.
    if (RELEASED_RUNNER_ERRORS.has(String((e as { name?: unknown }).name))) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    return UNAVAILABLE_MESSAGES.some((re) => re.test(message));
  });
}

/** pg-pool gave up waiting for a free connection: the database is up but every client is busy. */
export function isPoolBusy(err: unknown): boolean {
  return chain(err).some((e) => e.message === 'timeout exceeded when trying to connect');
}

function isNulRefusal(err: unknown): boolean {
  return chain(err).some((e) => typeof e.code === 'string' && NUL_SQLSTATES.has(e.code));
}

export function classifyDbError(err: unknown): AppError | undefined {
  if (!err || err instanceof AppError) return undefined;
  if (isNulRefusal(err)) return new AppError('BAD_USER_INPUT', NUL_CHARACTER_MESSAGE);
  if (isPoolBusy(err)) return new AppError('SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE);
  if (isConnectionFailure(err)) return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  return undefined;
}

/** What handleClientErrors needs of a logger (pino's, or none). */
interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * A pg Client (or Pool) emits 'error' when its connection dies outside a query (the server
 * was killed, an admin ran pg_terminate_backend); an 'error' event with no listener throws and
 * ends the process. Every client and pool the app opens itself gets this listener: the failure
 * is logged once and the owner learns of it from its next query, which rejects.
 */
export function handleClientErrors<T extends { on(event: 'error', listener: (err: Error) => void): unknown }>(client: T, what: string, log?: WarnLog): T {
  let reported = false;
  client.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    log?.warn({ err: err.message }, `${what}: database connection lost`);
  });
  return client;
}
