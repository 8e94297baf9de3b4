import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The layering of docs/architecture.md, checked on the source: the transports (GraphQL, REST)
 * only translate, so the REST shim and the services never reach into GraphQL. What both
 * transports share (row types, loaders, paging, presenters) lives in data/ and presenters/,
 * below the services.
 */
const SRC = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|cts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every module a file names: static imports and re-exports (type-only ones too, which the
 * compiler erases but which still couple the folders), `require()` and dynamic `import()`.
 * TypeScript's own pre-processor reads them, so comments and strings are not mistaken for imports.
 */
export function importedModules(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The imports of `file` that resolve into `forbiddenDir`, as written. */
function importsInto(file: string, text: string, forbiddenDir: string): string[] {
  return importedModules(text).filter((spec) => {
    if (!spec.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), spec);
    return target === forbiddenDir || target.startsWith(forbiddenDir + path.sep);
  });
}

describe('layering', () => {
  const graphqlDir = path.join(SRC, 'graphql');

  it('finds a violation when there is one (the check itself works)', () => {
    const file = path.join(SRC, 'rest', 'example.routes.ts');
    const sample = [
      "import { createLoaders } from '../graphql/loaders';",
      "import type { Note } from '../graphql/note/note.types';",
      "export { presentNote } from '../graphql/note/present-note';",
      "const lazy = () => import('../graphql/schema');",
      "const old = require('../graphql');",
      "// import { x } from '../graphql/not-an-import';",
      "import { noteJson } from './present';",
      "import { Router } from 'express';",
    ].join('\n');
    expect(importsInto(file, sample, graphqlDir)).toEqual(['../graphql/loaders', '../graphql/note/note.types', '../graphql/note/present-note', '../graphql/schema', '../graphql']);
  });

  it('no file outside api/src/policies imports a policy file: authorize() and can() come from policies/index.ts', () => {
    const policiesDir = path.join(SRC, 'policies');
    const files = sourceFiles(SRC).filter((file) => !file.startsWith(policiesDir + path.sep));
    const violations = files.flatMap((file) =>
      importsInto(file, fs.readFileSync(file, 'utf8'), policiesDir)
        .filter((spec) => path.resolve(path.dirname(file), spec) !== policiesDir)
        .map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it.each(['rest', 'services'])('no file in api/src/%s imports from api/src/graphql', (folder) => {
    const files = sourceFiles(path.join(SRC, folder));
    expect(files.length).toBeGreaterThan(0);
    const violations = files.flatMap((file) => importsInto(file, fs.readFileSync(file, 'utf8'), graphqlDir).map((spec) => `${path.relative(SRC, file)} imports ${spec}`));
    expect(violations).toEqual([]);
  });

  it.each(['data', 'presenters'])('no file in api/src/%s imports from services, rest or graphql: both transports and the services build on it', (folder) => {
    const files = sourceFiles(path.join(SRC, folder));
    expect(files.length).toBeGreaterThan(0);
    const above = ['services', 'rest', 'graphql'].map((dir) => path.join(SRC, dir));
    const violations = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return above.flatMap((dir) => importsInto(file, text, dir).map((spec) => `${path.relative(SRC, file)} imports ${spec}`));
    });
    expect(violations).toEqual([]);
  });
});
