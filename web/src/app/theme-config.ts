import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './chakra-recipes';

// Indigo brand with a teal accent; Chakra has no built-in indigo, so the palette is declared
// with the semantic tokens its recipes read when colorPalette="brand".
const SYSTEM_FONTS = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const brandScale = {
  50: '#eef2ff',
  100: '#e0e7ff',
  200: '#c7d2fe',
  300: '#a5b4fc',
  400: '#818cf8',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
  900: '#312e81',
  950: '#1e1b4b',
};

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
export const omit = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(Object.entries(from).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;

/*
 * Chakra's defaults, less what neither the app nor any recipe it uses (chakra-recipes.ts and the
 * ones lazy pages pass: dialog, drawer, popover, toast, tabs, progress...) reads: createSystem()
 * processes every token and style on each page load (a long task on a phone), and the
 * stylesheet carries each token as a CSS variable. theme.test.ts fails when a recipe the app
 * imports, or a palette it sets, needs something left out here: add it back then.
 */
const chakraDefaults = {
  // Only blackAlpha is unused; every other palette is read (colorPalette, yellow.subtle for search hits).
  tokens: { ...tokens, colors: omit(tokens.colors, ['blackAlpha']), animations: pick(tokens.animations, ['spin', 'pulse']) },
  layerStyles: pick(layerStyles, ['disabled', 'indicator.bottom', 'indicator.end']),
  textStyles: omit(textStyles, ['none', 'label']),
};

/*
 * Chakra's theme with only the app-wide recipes (see chakra-recipes.ts for why and how to add one).
 * What only the stylesheet needs (the reset, global styles, keyframes) is in theme-stylesheet.ts,
 * written into the CSS at build time: the browser's system never reads it, so it stays out of
 * the bundle.
 */
const baseTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: { breakpoints, semanticTokens, recipes, slotRecipes, animationStyles, ...chakraDefaults },
});

const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brandScale).map(([step, value]) => [step, { value }])),
      },
      fonts: {
        // The platform's own interface font (San Francisco, Segoe UI, Roboto...): nothing to
        // download before the text can paint, so a phone's first paint is also its largest.
        heading: { value: SYSTEM_FONTS },
        body: { value: SYSTEM_FONTS },
      },
    },
    semanticTokens: {
      // Every colour the app reads comes from these semantic tokens, each with a light and a dark
      // value that keeps WCAG 2.2 AA contrast: text 4.5:1 on its panels (bg.panel, bg.canvas,
      // bg.subtle and the palette's .subtle), UI parts 3:1. Chakra's defaults that fall short
      // (fg.error #ef4444 3.76:1, fg.subtle gray.400, green/orange/teal solids under white text)
      // are overridden here, once, instead of per element.
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
        bg: {
          canvas: { value: { _light: '#f8fafc', _dark: '#0b0b0e' } },
          panel: { value: { _light: '{colors.white}', _dark: '#17171c' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '#1f1f25' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
          header: { value: { _light: 'rgba(255, 255, 255, 0.88)', _dark: 'rgba(23, 23, 28, 0.88)' } },
        },
        fg: {
          DEFAULT: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
          muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          // Secondary text on the always-dark surfaces (footer, admin sidebar): 7:1 on gray.950.
          onDark: { value: '{colors.gray.400}' },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '#232329' } },
          // Form controls are UI parts: their outline needs 3:1 against the page.
          emphasized: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
        },
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' }, contrast: { value: 'white' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        red: { solid: { value: { _light: '{colors.red.600}', _dark: '{colors.red.700}' } } },
        pink: { solid: { value: '{colors.pink.700}' } },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px -12px rgba(15, 23, 42, 0.12)' },
        lifted: { value: '0 2px 4px rgba(15, 23, 42, 0.04), 0 24px 48px -16px rgba(49, 46, 129, 0.28)' },
      },
    },
  },
});

/** The configs the app's system is made of, in order (theme.ts makes it); theme-stylesheet.ts adds the CSS-only parts to them. */
export const themeConfigs = [defaultBaseConfig, baseTheme, brandConfig] as const;
