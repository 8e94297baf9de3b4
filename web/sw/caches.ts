/**
 * The names of the caches the service worker and the app share (the app's offline module,
 * web/src/offline/, writes saved notes' images and files into them; sign-out deletes them).
 */
export const PAGES_CACHE = 'campusnotes-pages';
export const OFFLINE_MEDIA_CACHE = 'campusnotes-offline-media';
export const OFFLINE_FILES_CACHE = 'campusnotes-offline-files';
/** The app shell without a rendered page (http/web-app.ts), precached: offline, the browser renders the page from it. */
export const OFFLINE_SHELL_URL = '/offline-shell';
