import { type ClassType, Field, ObjectType } from 'type-graphql';
import { AppError, type ErrorCode } from '../../errors';
import { describedEnum } from './enum';

/**
 * The mistakes a payload may report, named as in the error catalogue (errors.ts), so a
 * payload error and a top-level error with the same problem carry the same code.
 */
const PAYLOAD_CODES = {
  BAD_USER_INPUT: 'A value is missing, too long, out of range or malformed; `field` names it.',
  CONFLICT: 'The change clashes with what exists: a taken username or email, the last admin, a repeated report.',
  UNSUPPORTED_MEDIA_TYPE: 'The file is not of an accepted type (notes: PDF, DOC, DOCX, TXT; pictures: JPEG, PNG, WebP, GIF).',
  PAYLOAD_TOO_LARGE: 'The file is larger than the upload limit.',
  UNAUTHENTICATED: 'Sign-in refused: the email or password is wrong (one message for both).',
  NOT_FOUND: "The record named by an id does not exist, or is not visible to you (another student's pending note reads as missing).",
  NOTE_NOT_APPROVED: 'The note is still waiting for review (or is hidden): only approved notes go into a study list.',
} as const satisfies Partial<Record<ErrorCode, string>>;

type PayloadCode = keyof typeof PAYLOAD_CODES;

/** Builds one domain's code enum (Saleor's AccountErrorCode, ...) from the codes it can raise. */
function codeEnum<C extends PayloadCode>(name: string, description: string, codes: readonly C[]) {
  return describedEnum(codes, name, description, Object.fromEntries(codes.map((c): [C, string] => [c, PAYLOAD_CODES[c]])) as Record<Uppercase<C>, string>);
}

export const AccountErrorCode = codeEnum('AccountErrorCode', 'Why an account change (sign-up, sign-in, profile, password, tokens, admin edits) was refused.', [
  'BAD_USER_INPUT',
  'CONFLICT',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'NOT_FOUND',
]);
export const NoteErrorCode = codeEnum('NoteErrorCode', 'Why a change to a note (share, edit, like, save, review, delete) was refused.', [
  'BAD_USER_INPUT',
  'CONFLICT',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
]);
export const CommentErrorCode = codeEnum('CommentErrorCode', 'Why a comment change was refused.', ['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND']);
export const StudyListErrorCode = codeEnum('StudyListErrorCode', 'Why a change to a study list was refused.', [
  'BAD_USER_INPUT',
  'CONFLICT',
  'NOT_FOUND',
  'NOTE_NOT_APPROVED',
]);
export const CatalogueErrorCode = codeEnum('CatalogueErrorCode', "Why an admin's merge or rename of a college or subject was refused.", [
  'BAD_USER_INPUT',
  'NOT_FOUND',
]);
/** Areas that have no enum of their own yet (reports, notifications, follows). */
export const UserErrorCode = codeEnum('UserErrorCode', 'Why a change was refused, for areas without their own code enum.', [
  'BAD_USER_INPUT',
  'CONFLICT',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
]);

/**
 * The fields of a domain's error type, its `code` typed by that domain's enum; the caller
 * declares the named subclass so that it carries its own description.
 */
function ErrorOf<C extends Record<string, string>>(codes: C) {
  @ObjectType()
  abstract class PayloadErrorFields {
    @Field(() => String, { nullable: true, description: 'Input field the message is about, if any.' })
    field: string | null;

    @Field({ description: 'What is wrong, in words for the user.' })
    message: string;

    @Field(() => codes, { description: 'Stable code to switch on.' })
    code: keyof C;
  }
  return PayloadErrorFields;
}

@ObjectType({ description: 'A mistake in the input that the user can fix; shown next to the field.' })
export class UserError extends ErrorOf(UserErrorCode) {}

@ObjectType({ description: 'A mistake in an account change that the user can fix.' })
export class AccountError extends ErrorOf(AccountErrorCode) {}

@ObjectType({ description: 'A mistake in a note change that the user can fix.' })
export class NoteError extends ErrorOf(NoteErrorCode) {}

@ObjectType({ description: 'A mistake in a comment that the user can fix.' })
export class CommentError extends ErrorOf(CommentErrorCode) {}

@ObjectType({ description: 'A mistake in a study list change that the user can fix.' })
export class StudyListError extends ErrorOf(StudyListErrorCode) {}
@ObjectType({ description: 'A mistake in a merge or rename of a college or subject that the admin can fix.' })
export class CatalogueError extends ErrorOf(CatalogueErrorCode) {}

/**
 * The `errors` list of a mutation payload (Saleor), typed by its domain's error; the caller
 * declares the payload as a subclass with its own description and the changed object.
 */
export function PayloadOf<E extends object>(Error: ClassType<E>, errorsDescription = 'Mistakes to fix; empty on success.') {
  @ObjectType()
  abstract class Payload {
    @Field(() => [Error], { description: errorsDescription })
    errors: E[];
  }
  return Payload;
}

/**
 * What each domain's payloads report instead of throwing: exactly its enum's codes. Sign-in and
 * permission problems (UNAUTHENTICATED, FORBIDDEN) stay top-level errors for every mutation.
 */
const codesOf = (values: Record<string, string>) => Object.keys(values) as PayloadCode[];
export const NOTE_ERROR_CODES = codesOf(NoteErrorCode);
export const COMMENT_ERROR_CODES = codesOf(CommentErrorCode);
export const STUDY_LIST_ERROR_CODES = codesOf(StudyListErrorCode);
export const CATALOGUE_ERROR_CODES = codesOf(CatalogueErrorCode);
/** Account changes other than sign-in: there UNAUTHENTICATED means "sign in first", not a mistake in the form. */
export const ACCOUNT_ERROR_CODES = codesOf(AccountErrorCode).filter((c) => c !== 'UNAUTHENTICATED');

interface PayloadError {
  field: string | null;
  message: string;
  code: string;
}

/**
 * Runs a mutation and turns the user's own mistakes (the listed codes) into payload errors;
 * anything else (sign-in, forbidden, rate limits, bugs) stays a top-level GraphQL error.
 */
export async function withUserErrors<P extends { errors: PayloadError[] }>(
  run: () => Promise<Omit<P, 'errors'>>,
  empty: Omit<P, 'errors'>,
  codes: PayloadCode[] = ['BAD_USER_INPUT', 'CONFLICT', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
): Promise<P> {
  try {
    return { ...(await run()), errors: [] } as unknown as P;
  } catch (err) {
    if (!(err instanceof AppError) || !(codes as ErrorCode[]).includes(err.code)) throw err;
    const fields = err.fields.length ? err.fields : [{ field: null as string | null, message: err.message }];
    return { ...empty, errors: fields.map((f) => ({ field: f.field, message: f.message, code: err.code })) } as unknown as P;
  }
}

/**
 * A removal's payload: the id under `key` once the record is gone, or null with the user's
 * mistakes when the removal was refused.
 */
export function withRemovedId<P extends { errors: PayloadError[] }>(
  key: Exclude<keyof P, 'errors'>,
  id: string,
  remove: () => Promise<unknown>,
  codes: PayloadCode[],
): Promise<P> {
  const payload = (value: string | null) => ({ [key]: value }) as Omit<P, 'errors'>;
  return withUserErrors<P>(
    async () => {
      await remove();
      return payload(id);
    },
    payload(null),
    codes,
  );
}

/** A change that gives nothing back: `success` once it is done, false with the user's mistakes. */
export function withSuccess<P extends { errors: PayloadError[]; success: boolean }>(run: () => Promise<unknown>, codes?: PayloadCode[]): Promise<P> {
  return withUserErrors<P>(
    async () => {
      await run();
      return { success: true } as Omit<P, 'errors'>;
    },
    { success: false } as Omit<P, 'errors'>,
    codes,
  );
}
