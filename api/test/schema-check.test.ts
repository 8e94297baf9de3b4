import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** The breaking-change check of `npm run schema:check` (scripts/schema-check.cjs), on small schemas and on the real files. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script shared with npm run
const { checkSchema } = require('../../scripts/schema-check.cjs') as {
  checkSchema: (input: {
    released: string;
    current: string;
    changelog: string;
  }) => Promise<{ breaking: { coordinate: string; message: string }[]; unlisted: { coordinate: string }[] }>;
};

const RELEASED = `
  type Query { note(id: ID!): Note }
  type Note { id: ID! title: String! comments: [String!]! }
  type Mutation { toggleLike(id: ID!): Note! }
`;

describe('schema:check', () => {
  it('fails on a breaking change the changelog does not list, and passes once it is listed', async () => {
    const current = RELEASED.replace('toggleLike(id: ID!): Note!', 'toggleLike(id: ID!): Boolean!');
    const unlisted = await checkSchema({ released: RELEASED, current, changelog: '# Schema changelog\n\n- BREAKING `Mutation.other`: not this one.\n' });
    expect(unlisted.breaking.map((c) => c.coordinate)).toEqual(['Mutation.toggleLike']);
    expect(unlisted.unlisted.map((c) => c.coordinate)).toEqual(['Mutation.toggleLike']);

    const listed = await checkSchema({ released: RELEASED, current, changelog: '## Unreleased\n\n- BREAKING `Mutation.toggleLike`: returns a Boolean.\n' });
    expect(listed.breaking).toHaveLength(1);
    expect(listed.unlisted).toEqual([]);
  });

  it('a listed field covers its arguments; additions and deprecations are not breaking', async () => {
    const withArg = RELEASED.replace('comments: [String!]!', 'comments(first: Int!): [String!]!');
    const argument = await checkSchema({
      released: RELEASED.replace('comments: [String!]!', 'comments(first: Int): [String!]!'),
      current: withArg,
      changelog: '- BREAKING `Note.comments`: first is required.',
    });
    expect(argument.breaking.map((c) => c.coordinate)).toEqual(['Note.comments.first']);
    expect(argument.unlisted).toEqual([]);

    const additive = RELEASED.replace('title: String!', 'title: String! @deprecated(reason: "Use name.") name: String!');
    expect(await checkSchema({ released: RELEASED, current: additive, changelog: '' })).toEqual({ breaking: [], unlisted: [] });
  });

  it('a removed field is breaking too', async () => {
    const removed = RELEASED.replace('title: String! ', '');
    const { unlisted } = await checkSchema({ released: RELEASED, current: removed, changelog: '- breaking `Note.title`: lowercase does not count.' });
    expect(unlisted.map((c) => c.coordinate)).toEqual(['Note.title']);
  });

  it('passes for the committed schema.graphql, released.graphql and CHANGELOG.md (the npm script exits 0)', () => {
    const root = path.resolve(__dirname, '..', '..');
    for (const file of ['schema.graphql', 'docs/schema/released.graphql', 'docs/schema/CHANGELOG.md']) expect(fs.existsSync(path.join(root, file))).toBe(true);
    const res = spawnSync(process.execPath, [path.join(root, 'scripts', 'schema-check.cjs')], { cwd: root, encoding: 'utf8' });
    expect({ status: res.status, stderr: res.stderr }).toEqual({ status: 0, stderr: '' });
    expect(res.stdout).toMatch(/breaking change\(s\), (\d+) listed/);
  });
});
