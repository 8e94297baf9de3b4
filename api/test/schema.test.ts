import fs from 'node:fs';
import { createSchema, printSchemaFile, SCHEMA_FILE } from '../src/graphql/schema';

describe('schema.graphql', () => {
  it('matches the TypeGraphQL classes (run `npm run schema` after changing them)', async () => {
    const expected = printSchemaFile(await createSchema());
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(expected);
  });

  it('documents every type and field', async () => {
    const sdl = printSchemaFile(await createSchema());
    const { parse } = await import('graphql');
    const doc = parse(sdl);
    const undocumented: string[] = [];
    for (const def of doc.definitions) {
      if (!('name' in def) || !def.name || def.kind === 'ScalarTypeDefinition') continue;
      const root = ['Query', 'Mutation'].includes(def.name.value);
      if (!root && (!('description' in def) || !def.description)) undocumented.push(def.name.value);
      const fields = 'fields' in def && def.fields ? def.fields : [];
      for (const field of fields) if (!field.description) undocumented.push(`${def.name.value}.${field.name.value}`);
    }
    expect(undocumented).toEqual([]);
  });
});
