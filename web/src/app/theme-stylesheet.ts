import { createSystem, defineConfig } from '@chakra-ui/react';
import { globalCss as chakraGlobalCss, keyframes } from '@chakra-ui/react/theme';
import { omit, themeConfigs } from './theme';

/*
 * The system the stylesheet is written from at build time (../../chakra-static-css.ts): the
 * app's theme (theme.ts) plus what only CSS needs, the reset, the global styles and the
 * keyframes. Nothing in the browser imports this file: createSystem() there skips them and the
 * bundle does not carry them.
 */
const stylesheetOnly = defineConfig({
  preflight: true,
  globalCss: chakraGlobalCss,
  theme: {
    // Progress (position, bg-position), spinner (spin), skeleton (pulse, bg-position), dialogs,
    // drawers, popovers and toasts (fade, scale and slide); theme.test.ts checks the recipes' needs.
    keyframes: omit(keyframes, [
      'ping',
      'bounce',
      'circular-progress',
      'expand-height',
      'collapse-height',
      'expand-width',
      'collapse-width',
      'marqueeX',
      'marqueeY',
    ]),
  },
});

const brandGlobalCss = defineConfig({
  globalCss: {
    html: { colorScheme: 'light', scrollBehavior: 'smooth', '&.dark': { colorScheme: 'dark' } },
    body: {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      textRendering: 'optimizeLegibility',
    },
    '::selection': { bg: 'brand.muted', color: 'fg' },
  },
});

const [base, ...theme] = themeConfigs;
export const system = createSystem(base, stylesheetOnly, ...theme, brandGlobalCss);
