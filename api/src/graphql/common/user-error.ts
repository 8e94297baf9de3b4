import { Field, ObjectType } from 'type-graphql';
import { AppError, type ErrorCode } from '../../errors';

@ObjectType({ description: 'A mistake in the input that the user can fix; shown next to the field.' })
export class UserError {
  @Field(() => String, { nullable: true, description: 'Input field the message is about, if any.' })
  field: string | null;

  @Field({ description: 'What is wrong, in words for the user.' })
  message: string;

  @Field({ description: 'Stable code, e.g. BAD_USER_INPUT, CONFLICT, UNAUTHENTICATED.' })
  code: string;
}

/**
 * Runs a mutation and turns the user's own mistakes (the listed codes) into payload errors;
 * anything else (forbidden, not found, rate limits, bugs) stays a top-level GraphQL error.
 */
export async function withUserErrors<P extends { errors: UserError[] }>(
  run: () => Promise<Omit<P, 'errors'>>,
  empty: Omit<P, 'errors'>,
  codes: ErrorCode[] = ['BAD_USER_INPUT', 'CONFLICT', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
): Promise<P> {
  try {
    return { ...(await run()), errors: [] } as unknown as P;
  } catch (err) {
    if (!(err instanceof AppError) || !codes.includes(err.code)) throw err;
    const fields = err.fields.length ? err.fields : [{ field: null as string | null, message: err.message }];
    return { ...empty, errors: fields.map((f) => Object.assign(new UserError(), { field: f.field, message: f.message, code: err.code })) } as unknown as P;
  }
}
