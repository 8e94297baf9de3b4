import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID } from 'type-graphql';

export interface TextInputOptions {
  /** The longest value accepted before the service reads it (a cap; the service words the real rule). */
  maxLength?: number;
  /** Nullable in the schema and skipped by validation when absent: the two always go together. */
  optional?: boolean;
  /** GraphQL ID instead of String. */
  id?: boolean;
}

/**
 * A String (or ID) argument or input field with its validation: the one place that says a text
 * input is a string, how long it may be, and that an optional one is nullable.
 */
export function TextInput(description: string, { maxLength, optional = false, id = false }: TextInputOptions = {}): PropertyDecorator {
  return (target, property) => {
    Field(() => (id ? ID : String), optional ? { nullable: true, description } : { description })(target, property);
    if (optional) IsOptional()(target, property);
    IsString()(target, property);
    if (maxLength !== undefined) MaxLength(maxLength)(target, property);
  };
}
