import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { classifyDbError } from './db/db-errors';
import type { Logger } from './logger';

/**
 * The one error catalogue behind GraphQL and REST: a stable code, the HTTP status the REST
 * shim answers with, and a message safe to show to a user.
 */
export const ERROR_STATUS = {
  /** The request itself is malformed (multipart, document limits), as opposed to a bad value. */
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** Only approved notes go into a study list: the note is still waiting for review (or hidden). */
  NOTE_NOT_APPROVED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** A feature this deployment has not set up (password reset without SMTP_URL in production). */
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  /** Extra GraphQL extensions beside code and fields (e.g. retryAfter on TOO_MANY_REQUESTS). */
  extensions?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badInput = (message: string, fields: FieldError[] = []) => new AppError('BAD_USER_INPUT', message, fields);
export const unauthenticated = (message = 'You need to sign in first.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'That item') => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => new AppError('CONFLICT', message);

function toGraphQLCode(error: GraphQLFormattedError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Apollo's formatError: known errors keep their code and message; validation errors from
 * class-validator become BAD_USER_INPUT with field messages; anything else is logged and
 * answered as INTERNAL with no internals (no stack, no SQL).
 */
export function createErrorFormatter(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const thrown = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    // Database unreachable -> SERVICE_UNAVAILABLE; a NUL character PostgreSQL refused -> BAD_USER_INPUT.
    const original = classifyDbError(thrown) ?? thrown;
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...(original.fields.length ? { fields: original.fields } : {}), ...original.extensions },
      };
    }
    const validation = validationFields(original);
    if (validation) {
      return {
        message: validation[0]?.message ?? 'Some fields are not valid.',
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT', fields: validation },
      };
    }
    const code = toGraphQLCode(formatted);
    // Apollo's own request errors (parse, validation, bad variables, CSRF) are safe to show.
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const limit = formatted.extensions?.limit;
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, ...(typeof limit === 'string' ? { limit } : {}) },
      };
    }
    // Apollo refuses some malformed requests (e.g. an unsupported persisted-query version) with
    // an HTTP 4xx but no code: the client's mistake, and the message says which.
    const httpStatus = (error instanceof GraphQLError ? (error.extensions?.http as { status?: number } | undefined)?.status : undefined) ?? 0;
    if (httpStatus >= 400 && httpStatus < 500 && !(error instanceof GraphQLError && error.originalError)) {
      return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    log.error({ err: original }, 'unexpected error in a GraphQL operation');
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL' } };
  };
}

interface ValidationErrorLike {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

/** TypeGraphQL's ArgumentValidationError carries class-validator errors; flatten them. */
function validationFields(error: unknown): FieldError[] | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const extensions = (error as { extensions?: { validationErrors?: ValidationErrorLike[] } }).extensions;
  const list = extensions?.validationErrors;
  if (!Array.isArray(list)) return undefined;
  const out: FieldError[] = [];
  const walk = (items: ValidationErrorLike[], prefix: string) => {
    for (const item of items) {
      const field = prefix ? `${prefix}.${item.property}` : item.property;
      for (const message of Object.values(item.constraints ?? {})) out.push({ field, message });
      if (item.children?.length) walk(item.children, field);
    }
  };
  walk(list, '');
  return out;
}
