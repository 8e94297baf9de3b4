import fs from 'node:fs';
import path from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { system } from './theme';
import { system as stylesheetSystem } from './theme-stylesheet';

// theme.ts keeps only the parts of Chakra's defaults that the app reads. These checks read the
// app's source and the recipes it imports, so a new component or palette that needs a part left
// out fails here instead of rendering unstyled.

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(SRC).map((file) => fs.readFileSync(file, 'utf8'));

/** Every recipe the app imports from Chakra's theme: the registered ones and those lazy pages pass. */
function importedRecipes(): Record<string, unknown> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g)) {
      for (const name of match[1].split(',').map((part) => part.trim())) if (/Recipe$/.test(name)) names.add(name);
    }
  }
  const all = chakraTheme as unknown as Record<string, unknown>;
  return Object.fromEntries([...names].map((name) => [name, all[name]]));
}

/** The values a style object gives to the given properties, at any depth (variants, conditions). */
function valuesOf(styles: unknown, props: string[]): string[] {
  if (!styles || typeof styles !== 'object') return [];
  return Object.entries(styles).flatMap(([key, value]) => {
    const own = props.includes(key) ? (typeof value === 'string' ? [value] : Object.values(value ?? {}).filter((v): v is string => typeof v === 'string')) : [];
    return [...own, ...valuesOf(value, props)];
  });
}

const recipes = importedRecipes();
const config = system._config.theme ?? {};

test('the app imports recipes from Chakra (the scan below sees them)', () => {
  expect(Object.keys(recipes)).toEqual(expect.arrayContaining(['buttonRecipe', 'dialogSlotRecipe', 'toastSlotRecipe']));
  for (const [name, recipe] of Object.entries(recipes)) expect([name, typeof recipe]).toEqual([name, 'object']);
});

test.each([
  ['layerStyle', 'layerStyles'],
  ['textStyle', 'textStyles'],
  ['animationStyle', 'animationStyles'],
] as const)('every %s the recipes use is in the system', (prop, group) => {
  const used = new Set(valuesOf(recipes, [prop]));
  const defined = Object.keys(config[group] ?? {});
  expect([...used].filter((name) => !defined.includes(name))).toEqual([]);
});

test('every animation and keyframe the recipes and animation styles use is in the stylesheet', () => {
  const keyframes = Object.keys(stylesheetSystem._config.theme?.keyframes ?? {});
  const animations = Object.keys(config.tokens?.animations ?? {});
  const names = [
    ...valuesOf([recipes, config.animationStyles], ['animationName']).flatMap((value) => value.split(',')),
    ...valuesOf(recipes, ['animation']).map((value) => value.split(' ')[0]),
  ].map((name) => name.trim());
  const missing = names.filter((name) => name !== 'none' && !keyframes.includes(name) && !animations.includes(name));
  expect(missing).toEqual([]);
  // An animation token (spin, pulse) names its keyframes first.
  for (const name of animations) expect(keyframes).toContain(system.token(`animations.${name}`).split(' ')[0]);
});

test('every colour palette and colour token the app names exists', () => {
  const palettes = new Set<string>();
  const colorTokens = new Set<string>();
  for (const source of sources) {
    // colorPalette="teal", colorPalette={on ? 'teal' : 'gray'}, palette: 'orange' (data for IconBadge, StateIcon...)
    for (const match of source.matchAll(/\b(?:colorPalette|palette|confirmPalette)(?:=\{([^}]*)\}|=["']([a-z]+)["']|:\s*'([a-z]+)')/g)) {
      const expression = match[1] ?? `'${match[2] ?? match[3]}'`;
      for (const literal of expression.matchAll(/'([a-z]+)'/g)) palettes.add(literal[1]);
    }
    for (const match of source.matchAll(/['"]([a-z]+[A-Za-z]*)\.(\d{2,3}|solid|contrast|fg|subtle|muted|emphasized|focusRing|border)['"]/g)) {
      colorTokens.add(`${match[1]}.${match[2]}`);
    }
  }
  palettes.delete('gradient'); // IconBadge's brand fill, not a palette
  expect(palettes.size).toBeGreaterThan(5);
  expect([...palettes].filter((name) => !system.tokens.colorPaletteMap.has(name))).toEqual([]);
  expect([...colorTokens].filter((name) => !system.tokens.getByName(`colors.${name}`))).toEqual([]);
  // A semantic token whose primitive was left out is written with its reference unresolved.
  expect(JSON.stringify(stylesheetSystem.getTokenCss())).not.toMatch(/"colors\\+\./);
});
