import { registerEnumType } from 'type-graphql';

/**
 * Registers an enum object as a GraphQL enum with a description for each value: the schema
 * describes every value, and the map's type makes a value added without its words a type error.
 */
export function registerDescribedEnum<E extends object>(values: E, name: string, description: string, valueDescriptions: Record<keyof E, string>): void {
  const valuesConfig = Object.fromEntries(Object.entries(valueDescriptions).map(([value, words]) => [value, { description: words }]));
  registerEnumType(values, { name, description, valuesConfig: valuesConfig as Partial<Record<keyof E, { description: string }>> });
}

/** `{ NOTE_LIKED: 'note_liked', ... }`: the GraphQL names of a list of stored values. */
export type EnumOf<V extends string> = { readonly [K in V as Uppercase<K>]: K };

/**
 * The GraphQL enum of a domain's list of values (names in capitals, values as stored), so the
 * schema, the services and the database read one list, and a value needs no cast on its way out.
 */
export function describedEnum<V extends string>(values: readonly V[], name: string, description: string, valueDescriptions: Record<Uppercase<V>, string>): EnumOf<V> {
  const enumObject = Object.fromEntries(values.map((value) => [value.toUpperCase(), value])) as EnumOf<V>;
  registerDescribedEnum(enumObject, name, description, valueDescriptions as Record<keyof EnumOf<V>, string>);
  return enumObject;
}
