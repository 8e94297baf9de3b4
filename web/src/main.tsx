import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/early-click.css';
// Chakra's reset and design tokens, written at build time (chakra-static-css.ts).
import 'virtual:chakra-global.css';
import { App } from './app/App';
import { initColorMode } from './app/color-mode';
import { seedLoaded } from './app/graphql-fetch';
import { RenderContext, renderedState } from './app/rendered-page';
import { loadSession, refreshSession, sessionFromServer } from './app/session';
import { preloadCommunityStats } from './hooks/useCommunityStats';
import { watchOfflineAccount } from './offline/account';
import { isKeptPage } from './offline/kept-page';

initColorMode();
// Offline copies belong to one account (wiped when another or nobody is signed in); offline, the app starts as it.
watchOfflineAccount();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// A public page arrives rendered by the server (entry-server.tsx) with the state it was rendered
// from; the browser starts from the same state and hydrates it. Other pages (signed-in only, or
// everything under Vite's dev server) are rendered here alone, and ask for their data now.
const state = renderedState();
if (state) {
  sessionFromServer(state.session);
  seedLoaded(state.loaded);
  // A page the service worker kept from an earlier visit: who is signed in may have changed since.
  if (isKeptPage() && navigator.onLine) refreshSession();
} else {
  loadSession();
  if (/^\/(about\/?)?$/.test(window.location.pathname)) preloadCommunityStats();
}

// Chakra's system is built from the theme when its module runs (createSystem: the token
// dictionary, 100-220 ms at a phone's speed). Imported dynamically, that module runs in a task
// of its own instead of lengthening the one that evaluates the app's modules; its configs
// (theme-config.ts) are evaluated in the task before, so neither task is as long as both. The api
// preloads these chunks with the entry (START_MODULES in api/src/domain/public-pages.ts).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
async function start() {
  await import('./app/theme-config');
  await nextTask();
  const { system } = await import('./app/theme');
  // A page rendered with Apollo's data: its client, then the reads the hydrating render will make,
  // each in a task before hydration instead of all inside its first render (ApolloIsland.tsx).
  if (state?.queries?.length) {
    await nextTask();
    const island = await import('./app/ApolloIsland');
    island.prepareAppClient();
    await nextTask();
    island.warmQueryReading();
    await nextTask();
    island.readRenderedQueries();
    await nextTask();
  }
  const app = (
    <StrictMode>
      <RenderContext.Provider value={state ? { state } : null}>
        <App system={system} router={BrowserRouter} />
      </RenderContext.Provider>
    </StrictMode>
  );
  if (state) {
    // Hydration is time-sliced: React yields to the browser between parts. That takes a
    // transition: hydrateRoot on its own works at the default priority, which React renders in
    // one piece (on a phone, one task of a second or more that the page cannot answer during).
    // A tap on a button it has not hydrated yet is held by the page's early-click script
    // (api/src/http/page-render.ts) and replayed once the button is live.
    startTransition(() => {
      hydrateRoot(container!, app);
    });
  } else {
    startTransition(() => createRoot(container!).render(app));
  }
}
void start();

// The service worker (installable, offline; src/offline/register-sw.ts), once the page has loaded.
const registerWorker = () => void import('./offline/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
