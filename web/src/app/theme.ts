import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as chakraGlobalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './chakra-recipes';

// Indigo brand with a teal accent; Chakra has no built-in indigo, so the palette is declared
// with the semantic tokens its recipes read when colorPalette="brand".
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

// Chakra's default theme with only the app-wide recipes (see chakra-recipes.ts for why and how to add one).
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

const brandConfig = defineConfig({
  globalCss: {
    html: { colorScheme: 'light', scrollBehavior: 'smooth' },
    body: {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      textRendering: 'optimizeLegibility',
    },
    '::selection': { bg: 'brand.100', color: 'brand.900' },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brandScale).map(([step, value]) => [step, { value }])),
      },
      fonts: {
        heading: { value: "'Plus Jakarta Sans Variable', 'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
        body: { value: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: '#f8fafc' },
        },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px -12px rgba(15, 23, 42, 0.12)' },
        lifted: { value: '0 2px 4px rgba(15, 23, 42, 0.04), 0 24px 48px -16px rgba(49, 46, 129, 0.28)' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, baseTheme, brandConfig);
