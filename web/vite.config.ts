import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraStaticGlobalCss } from './chakra-static-css';
import { compileHints } from './compile-hints';

const API_ORIGIN = 'http://localhost:4000';
const alias = { '@domain': fileURLToPath(new URL('../api/src/domain', import.meta.url)) };
const API_PREFIXES = ['/graphql', '/api', '/auth', '/media', '/healthz', '/readyz'];

// Vendor groups only take modules the entry loads statically ($initial): libraries used solely
// by lazy pages stay in those pages' chunks instead of inflating the landing page.
const initialVendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'vendor-ui',
    // Chakra's theme barrel stays out: a group also takes every dependency of what it captures,
    // so capturing `@chakra-ui/react/theme` pulled in the recipes only lazy pages use (combobox,
    // select, drawer, toast...). Left to automatic splitting, the recipes the app-wide theme
    // registers (app/chakra-recipes.ts) join the entry and the others their pages. Same for the
    // anatomy barrel (every component's part names).
    test: (id: string) =>
      /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc[\\/]helpers|stylis|hoist-non-react-statics)[\\/]/.test(
        id,
      ) && !/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|anatomy\.js)/.test(id),
  },
];

/**
 * Installable and offline (issue 33): the web app manifest and the service worker (sw/sw.ts,
 * Workbox, injectManifest). The worker precaches the shell (index.html, served by the api as
 * /offline-shell: the page without any rendering or session), every script and style chunk, the
 * and the icons. The app registers it (src/offline/register-sw.ts) and offers a new version
 * with "Reload to update"; `vite` (dev) has no worker. Icons: web/scripts/pwa-icons.mjs.
 */
function installable() {
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    devOptions: { enabled: false },
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'CampusNotes',
      short_name: 'CampusNotes',
      description: 'Share and discover verified academic notes from students across colleges, and read the ones you saved offline.',
      lang: 'en',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      // The header's brand colour; the dark variant is index.html's theme-color with media (the manifest has one).
      theme_color: '#4f46e5',
      background_color: '#f8fafc',
      categories: ['education', 'productivity'],
      icons: [...[48, 72, 96, 128, 144, 152, 192, 384, 512].map((size) => icon(size, 'any')), icon(192, 'maskable'), icon(512, 'maskable')],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,woff2,svg,png,html,webmanifest}'],
      // The server's render, Vite's manifest, source maps and the precompressed copies are not the app's files.
      globIgnores: [
        '.ssr/**',
        '.vite/**',
        '**/*.map',
        '**/*.br',
        '**/*.gz',
        'sw.js',
        'icons/icon-384.png',
        'icons/icon-48.png',
        'icons/icon-72.png',
        'icons/icon-96.png',
        'icons/icon-128.png',
        'icons/icon-144.png',
        'icons/icon-152.png',
      ],
      // pdf.js's worker (about 1.4 MB) is precached too: a saved PDF must open offline.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/offline-shell' } : entry)),
          warnings: [],
        }),
      ],
    },
  });
}

/*
 * react-router's package exports only its development build (dev warnings on), for every
 * condition (remix-run/react-router#14102, #12532); the identical production build beside it
 * has the warnings compiled out. Builds take that one; `vite` (dev) keeps the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json'))),
};

/*
 * Two builds (`npm run build -w web`): the browser's (dist/) and the server's, `vite build --ssr
 * src/entry-server.tsx` (dist/.ssr/, which the api imports to render public pages; dot folders
 * are never served). The server's bundles Chakra, so that the build-time stylesheet's transform
 * (chakra-static-css.ts) applies to it as well, and leaves the other packages to Node.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    chakraStaticGlobalCss(fileURLToPath(new URL('./src/app/theme-stylesheet.ts', import.meta.url))),
    ...(isSsrBuild
      ? []
      : [
          compileHints(fileURLToPath(new URL('.', import.meta.url))),
          installable(),
          // Precompressed next to each asset; the api serves the .br or .gz the browser accepts
          // (express-static-gzip), so no CPU is spent compressing static files per request.
          compression({
            include: /\.(js|mjs|css|html|svg|json|txt|xml)$/,
            exclude: /\.map$/,
            threshold: 1024,
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          }),
        ]),
  ],
  ssr: { noExternal: ['@chakra-ui/react'] },
  // Saved notes keep their file for offline reading up to this size (src/offline/save-copy.ts).
  define: { __OFFLINE_FILE_MAX_BYTES__: JSON.stringify(Math.round(Number(process.env.OFFLINE_FILE_MAX_MB ?? 15) * 1024 * 1024)) },
  resolve: {
    alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...(command === 'build' ? [reactRouterProduction] : [])],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: true, rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } } }
    : {
        outDir: 'dist',
        // The api reads .vite/manifest.json to preload the lazy page of the route it serves.
        manifest: true,
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          // Chakra's theme barrel builds `defaultThemeConfig` (every one of its ~75 recipes) with a
          // call to defineConfig, an identity function the bundler cannot see through: importing
          // any token from `@chakra-ui/react/theme` shipped all the recipes with the first load.
          // Declared pure, the unused config and the recipes nobody imports drop out.
          treeshake: { manualPureFunctions: ['defineConfig'] },
          output: {
            codeSplitting: {
              groups: [
                ...initialVendorGroups.map((group) => ({ ...group, tags: ['$initial' as const] })),
                // Apollo Client is not in the first load (app/ApolloIsland.tsx): the pages that need it
                // share this one chunk, cached across them and across deploys that do not change it.
                { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/ },
              ],
            },
          },
        },
      },
}));
