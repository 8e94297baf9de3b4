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

/**
 * Argument values that passed, per class: class-validator's constraints are pure functions of
 * the values, so the same values pass again (the web app sends the same few: `first: 12` and an
 * empty filter on every browse). Only passes are kept, at most VALID_PER_CLASS per class (the
 * set starts over when full); a refusal is always worked out again, with its own messages.
 */
const valid = new WeakMap<object, Set<string>>();
const VALID_PER_CLASS = 500;

/**
 * The values as a key, nested input classes named; null (never cached) when any value is
 * something else than plain data, such as an upload's promise.
 */
function keyOf(value: unknown): string | null {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return JSON.stringify(value) ?? 'u';
  if (Array.isArray(value)) {
    const items = value.map(keyOf);
    return items.includes(null) ? null : `[${items.join(',')}]`;
  }
  if (typeof value !== 'object') return null;
  const type = value.constructor;
  if (type !== Object && !(typeof type === 'function' && hasConstraints(value))) return null;
  let key = `${type === Object ? '' : type.name}{`;
  for (const [k, v] of Object.entries(value)) {
    const inner = keyOf(v);
    if (inner === null) return null;
    key += `${JSON.stringify(k)}:${inner},`;
  }
  return `${key}}`;
}

async function validateOne(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object' || !hasConstraints(value)) return;
  const type = value.constructor;
  const key = keyOf(value);
  let passed = valid.get(type);
  if (key !== null && passed?.has(key)) return;
  await validateOrReject(value, options);
  if (key === null) return;
  if (!passed) valid.set(type, (passed = new Set()));
  if (passed.size >= VALID_PER_CLASS) passed.clear();
  passed.add(key);
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
