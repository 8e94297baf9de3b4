import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Global } from '@emotion/react';
import { runnerImport, type Plugin } from 'vite';

/*
 * Chakra's global CSS (reset, global styles and every design token as a CSS variable, light and
 * dark) written at build time into the app's stylesheet instead of computed in the browser.
 *
 * createSystem() builds that CSS as a style object on every page load, and <ChakraProvider>
 * then serializes and inserts it: on a phone (Lighthouse's 4x CPU slowdown) about a third of
 * the 0.4-0.9 s task that evaluates the entry chunk, plus its insertion. The output depends only
 * on the theme (src/app/theme-stylesheet.ts: the app's theme.ts plus the CSS-only parts the browser
 * never needs), so it is computed once here with the same emotion serializer
 * (Global, server-rendered) and imported as `virtual:chakra-global.css` by main.tsx; the browser
 * gets it with the other CSS (cached, precompressed). In the bundle, createSystem's eager
 * `_global` becomes empty, so ChakraProvider inserts nothing twice.
 */

const VIRTUAL_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

interface ThemeModule {
  system: { _global: unknown; layers: { atRule: unknown } };
}

export function chakraStaticGlobalCss(themeFile: string): Plugin {
  return {
    name: 'campusnotes:chakra-static-global-css',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(themeFile);
      // The theme as the app builds it, evaluated in Node (no config file: no recursion into this plugin).
      const { module } = await runnerImport<ThemeModule>(themeFile, { configFile: false, logLevel: 'warn' });
      const markup = renderToStaticMarkup(
        createElement(
          Fragment,
          null,
          createElement(Global, { styles: module.system.layers.atRule as never }),
          createElement(Global, { styles: module.system._global as never }),
        ),
      );
      const css = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      if (!css.includes('--chakra-colors-')) throw new Error('chakra-static-css: the theme produced no token variables');
      return css;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      // Fail the build rather than ship the CSS twice (or not at all) after a Chakra upgrade.
      if (!code.includes(EAGER_GLOBAL)) throw new Error(`chakra-static-css: ${id} no longer has "${EAGER_GLOBAL}"; update the plugin`);
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
    },
  };
}
