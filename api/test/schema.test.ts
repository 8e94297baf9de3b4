import fs from 'node:fs';
import {
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { createSchema, printSchemaFile, SCHEMA_FILE } from '../src/graphql/schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema();
});

/** Every element a reader of the schema meets, with its description (or none). */
function elements(s: GraphQLSchema): { path: string; description: string | null | undefined }[] {
  const out: { path: string; description: string | null | undefined }[] = [];
  for (const type of Object.values(s.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    // Built-in scalars (String, Int...) are described by the GraphQL specification.
    if (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    out.push({ path: type.name, description: type.description });
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        out.push({ path: `${type.name}.${field.name}`, description: field.description });
        for (const arg of 'args' in field ? field.args : []) out.push({ path: `${type.name}.${field.name}(${arg.name})`, description: arg.description });
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) out.push({ path: `${type.name}.${value.name}`, description: value.description });
  }
  return out;
}

describe('schema.graphql', () => {
  it('matches the TypeGraphQL classes (run `npm run schema` after changing them)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchemaFile(schema));
  });

  it('describes 100% of types, fields, arguments and enum values, Query and Mutation included', () => {
    const all = elements(schema);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((e) => !e.description?.trim()).map((e) => e.path)).toEqual([]);
    expect(all.map((e) => e.path)).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Role.USER', 'Role.ADMIN', 'Mutation.createNote(input)']));
  });

  it('gives every mutation of the payload style a payload whose errors carry an enum code', () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    const typed: string[] = [];
    const loose: string[] = [];
    for (const mutation of mutations) {
      const payload = getNamedType(mutation.type);
      if (!isObjectType(payload) || !payload.getFields().errors) continue;
      const errors = payload.getFields().errors.type;
      const list = isNonNullType(errors) ? errors.ofType : errors;
      const code = isListType(list) ? getNamedType(list.ofType).toString() : '';
      const codeType =
        schema.getType(code) && isObjectType(schema.getType(code))
          ? (schema.getType(code) as { getFields(): Record<string, { type: unknown }> }).getFields().code
          : undefined;
      if (codeType && isEnumType(getNamedType(codeType.type as never))) typed.push(mutation.name);
      else loose.push(mutation.name);
    }
    expect(loose).toEqual([]);
    expect(typed).toEqual(
      expect.arrayContaining([
        'createNote',
        'updateNote',
        'addComment',
        'editComment',
        'signUp',
        'signIn',
        'updateProfile',
        'changePassword',
        'createApiToken',
        'adminUpdateUser',
      ]),
    );
    // Per-domain enums, as Saleor's AccountErrorCode.
    for (const name of ['AccountErrorCode', 'NoteErrorCode', 'CommentErrorCode']) expect(isEnumType(schema.getType(name))).toBe(true);
  });
});
