import { getMetadataStorage, validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

// TypeGraphQL's own validation step does `await import('class-validator')` for every argument
// object, and its CommonJS interop copies the module's few hundred exports each time (about 2% of
// a browse request's CPU); the options below are the ones it would apply.
const options: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  // Errors carry the message and field, not copies of the input object (less work, nothing echoed back).
  validationError: { target: false, value: false },
};

/**
 * Argument classes without a single constraint (page arguments, filters of enums and ids, whose
 * GraphQL types already say everything) pass class-validator untouched with these options, so
 * asking it is skipped; asked once per class.
 */
const constrained = new WeakMap<object, boolean>();
function hasConstraints(value: object): boolean {
  const type = value.constructor;
  if (typeof type !== 'function' || type === Object) return false;
  let known = constrained.get(type);
  if (known === undefined) {
    known = getMetadataStorage().getTargetValidationMetadatas(type, '', false, false).length > 0;
    constrained.set(type, known);
  }
  return known;
}

async function validateOne(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object' || !hasConstraints(value)) return;
  await validateOrReject(value, options);
}

/** The schema's `validateFn`: class-validator's constraints on argument and input classes. */
export const validateArgs: ValidatorFn = async (argValue: unknown) => {
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.map(validateOne));
    else await validateOne(argValue);
  } catch (err) {
    throw new ArgumentValidationError(err as ConstructorParameters<typeof ArgumentValidationError>[0]);
  }
};
