import { registerEnumType } from 'type-graphql';

/**
 * Registers a TypeScript enum as a GraphQL enum with a description for each value: the schema
 * describes every value, and the map's type makes a value added without its words a type error.
 */
export function registerDescribedEnum<E extends object>(values: E, name: string, description: string, valueDescriptions: Record<keyof E, string>): void {
  const valuesConfig = Object.fromEntries(Object.entries(valueDescriptions).map(([value, words]) => [value, { description: words }]));
  registerEnumType(values, { name, description, valuesConfig: valuesConfig as Partial<Record<keyof E, { description: string }>> });
}
