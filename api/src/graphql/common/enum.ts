import { registerEnumType } from 'type-graphql';

/** `{ NOTE_LIKED: 'note_liked', ... }`: the GraphQL names of a list of stored values. */
export type EnumOf<V extends string> = { readonly [K in V as Uppercase<K>]: K };

/**
 * The GraphQL enum of a domain's list of values (names in capitals, values as stored), so the
 * schema, the services and the database read one list and a value needs no cast on its way
 * out. Every value is described: the map's type makes a value without its words a type error.
 */
export function describedEnum<V extends string>(
  values: readonly V[],
  name: string,
  description: string,
  valueDescriptions: Record<Uppercase<V>, string>,
): EnumOf<V> {
  const enumObject = Object.fromEntries(values.map((value) => [value.toUpperCase(), value])) as EnumOf<V>;
  const valuesConfig = Object.fromEntries(Object.entries<string>(valueDescriptions).map(([valueName, words]) => [valueName, { description: words }]));
  registerEnumType(enumObject, { name, description, valuesConfig: valuesConfig as Partial<Record<keyof EnumOf<V>, { description: string }>> });
  return enumObject;
}
