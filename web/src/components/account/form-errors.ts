import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { MultipartRequestError } from '../../app/multipart';

/** A payload's `errors` entry (UserError) or a field from a top-level error's extensions. */
export interface FieldMistake {
  field?: string | null;
  message: string;
}

/** What a form shows: one message per field it has, and the rest under the form. */
export interface FormErrors<F extends string = string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

export const NO_ERRORS: FormErrors<never> = { fields: {}, form: null };

/**
 * Sorts mistakes by the form's fields. `aliases` maps the api's field names to the form's where
 * they differ (e.g. changePassword reports `password` for the new password). Validation errors
 * may be prefixed with the argument name (`input.title`), which is dropped.
 */
export function sortMistakes<F extends string>(
  mistakes: readonly FieldMistake[],
  formFields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): FormErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const mistake of mistakes) {
    const raw = (mistake.field ?? '').replace(/^input\./, '');
    const field = (aliases[raw] ?? raw) as F;
    if (raw && formFields.includes(field)) {
      fields[field] ??= mistake.message;
    } else if (!rest.includes(mistake.message)) {
      rest.push(mistake.message);
    }
  }
  return { fields, form: rest.length ? rest.join(' ') : null };
}

/** Field mistakes carried by a top-level BAD_USER_INPUT error (class-validator on the api). */
function extensionFields(error: GraphQLFormattedError): FieldMistake[] {
  const fields = error.extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((item): item is FieldMistake => Boolean(item) && typeof item === 'object' && typeof (item as FieldMistake).message === 'string');
}

/**
 * The mistakes in top-level GraphQL errors: their field messages when they have some,
 * otherwise the error's own message (a rate limit, a missing note, a forbidden action).
 */
export function mistakesFromGraphQLErrors(errors: readonly GraphQLFormattedError[]): FieldMistake[] {
  return errors.flatMap((error) => {
    const fields = extensionFields(error);
    return fields.length ? fields : [{ field: null, message: error.message }];
  });
}

/**
 * Turns whatever a failed request threw into mistakes to show; `fallback` is used when the
 * failure has no message meant for people (network errors, unexpected responses).
 */
export function mistakesFromError(error: unknown, fallback: string): FieldMistake[] {
  if (CombinedGraphQLErrors.is(error)) return mistakesFromGraphQLErrors(error.errors);
  if (ServerError.is(error)) return [{ field: null, message: fallback }];
  if (error instanceof MultipartRequestError) return [{ field: null, message: error.message || fallback }];
  return [{ field: null, message: fallback }];
}

/**
 * Runs a mutation whose payload lists mistakes and answers the one message to show: its first
 * mistake, or what the request's failure says (`fallback` when it says nothing meant for people,
 * after `onFailure` has seen it); null when it worked.
 */
export async function firstProblem(
  run: () => Promise<readonly { message: string }[] | undefined>,
  fallback: string,
  onFailure?: (error: unknown) => void,
): Promise<string | null> {
  try {
    return (await run())?.[0]?.message ?? null;
  } catch (error) {
    onFailure?.(error);
    return mistakesFromError(error, fallback)[0].message;
  }
}
