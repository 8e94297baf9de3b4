/**
 * The lazy page module (a key of Vite's manifest, relative to web/) each public route renders.
 * The api preloads a route's page with the entry (api/src/http/web-app.ts); the web build marks
 * the code of these pages for eager compilation (web/compile-hints.ts). One list for both.
 */
export const PUBLIC_PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/browse\/?$/, 'src/pages/Browse/BrowsePage.tsx'],
  [/^\/notes\/[^/]+\/?$/, 'src/pages/NoteDetail/NoteDetailPage.tsx'],
  [/^\/about\/?$/, 'src/pages/About/AboutPage.tsx'],
  [/^\/lists\/[^/]+\/?$/, 'src/pages/StudyList/StudyListPage.tsx'],
  [/^\/(colleges\/[^/]+(\/[^/]+)?|subjects\/[^/]+)\/?$/, 'src/pages/Collection/CollectionPage.tsx'],
  [/^\/u\/[^/]+\/?$/, 'src/pages/Contributor/ContributorPage.tsx'],
];

/**
 * Modules web/src/main.tsx imports dynamically at start on every route (the Chakra system, made in
 * tasks of its own): preloaded with the entry, and compiled eagerly like it.
 */
export const START_MODULES: readonly string[] = ['src/app/theme.ts'];
