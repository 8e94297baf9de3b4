import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as chakraTheme from '@chakra-ui/react/theme';
import { system } from './theme';

/*
 * A Chakra v3 component whose recipe is neither in the app's system (chakra-recipes.ts) nor
 * passed on its root (`<Switch.Root recipe={switchSlotRecipe}>`) renders unstyled: a radio's
 * circle or a switch's track is drawn at 0x0 and the control is invisible. This test reads which
 * recipe each Chakra component uses from Chakra's own build, then every component the app
 * renders, and fails for a root that has neither.
 */

const SRC = path.join(__dirname, '..');
const CHAKRA_COMPONENTS = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'components');

/** Chakra's export name (Switch, IconButton, Dialog...) -> the recipe keys its folder reads. */
function componentRecipeKeys(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const dir of fs.readdirSync(CHAKRA_COMPONENTS, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const folder = path.join(CHAKRA_COMPONENTS, dir.name);
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.js'));
    const keys = new Set<string>();
    for (const file of files) {
      for (const match of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/\bkey:\s*"([A-Za-z]+)"/g)) keys.add(match[1]);
    }
    const index = path.join(folder, 'index.js');
    if (!keys.size || !fs.existsSync(index)) continue;
    for (const match of fs.readFileSync(index, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of match[1].split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '';
        if (/^[A-Z]/.test(name)) byName.set(name, [...keys]);
      }
    }
  }
  return byName;
}

const defaults = chakraTheme as unknown as { recipes: Record<string, unknown>; slotRecipes: Record<string, unknown> };
const registered = system._config.theme ?? {};

/** The recipe export a root must be given, e.g. switch -> switchSlotRecipe; null when the system has it or Chakra has none. */
function missingRecipe(key: string): string | null {
  if (registered.recipes?.[key] || registered.slotRecipes?.[key]) return null;
  if (defaults.slotRecipes[key]) return `${key}SlotRecipe`;
  if (defaults.recipes[key]) return `${key}Recipe`;
  return null;
}

// Exports in a recipe's folder that do not read it: Toaster only positions the toasts (Toast.Root takes the recipe).
const READS_NO_RECIPE = new Set(['Toaster']);
const keysByName = componentRecipeKeys();
for (const name of READS_NO_RECIPE) keysByName.delete(name);

/** "file: <Switch.Root> needs recipe={switchSlotRecipe}" for each root rendered without its recipe. */
export function unstyledRoots(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const local = new Map<string, string>(); // local name -> Chakra export name
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== '@chakra-ui/react') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) local.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const [head, part] = tag.split('.');
      const chakraName = local.get(head);
      const isRoot = part === undefined || part === 'Root' || part === 'RootProvider';
      if (chakraName && isRoot) {
        for (const key of keysByName.get(chakraName) ?? []) {
          const needed = missingRecipe(key);
          if (!needed) continue;
          const given = node.attributes.properties.find((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'recipe');
          const value =
            given && ts.isJsxAttribute(given) && given.initializer && ts.isJsxExpression(given.initializer)
              ? given.initializer.expression?.getText(source)
              : undefined;
          if (value !== needed) problems.push(`${path.relative(SRC, file)}: <${tag}> needs recipe={${needed}}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

test("Chakra's build is read: components map to their recipes", () => {
  expect(keysByName.get('Switch')).toEqual(['switch']);
  expect(keysByName.get('RadioGroup')).toEqual(['radioGroup']);
  expect(keysByName.get('IconButton')).toEqual(['button']);
  expect(keysByName.get('Dialog')).toEqual(['dialog']);
});

test('a root rendered without its recipe is caught, with the recipe or a registered one it passes', () => {
  const file = path.join(SRC, 'Example.tsx');
  const text = (recipe: string) =>
    `import { Switch, Button as B } from '@chakra-ui/react';\nexport const X = () => <><Switch.Root ${recipe}><Switch.Control /></Switch.Root><B /></>;`;
  expect(unstyledRoots(file, text(''))).toEqual(['Example.tsx: <Switch.Root> needs recipe={switchSlotRecipe}']);
  expect(unstyledRoots(file, text('recipe={checkboxSlotRecipe}'))).toHaveLength(1);
  expect(unstyledRoots(file, text('recipe={switchSlotRecipe}'))).toEqual([]);
});

test('every Chakra component the app renders has its recipe (registered or passed on its root)', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(50);
  const problems = files.flatMap((file) => unstyledRoots(file, fs.readFileSync(file, 'utf8')));
  expect(problems).toEqual([]);
});
