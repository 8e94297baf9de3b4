import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { SystemContext } from '@chakra-ui/react';
// Self-hosted variable fonts, displayed only if ready in time (no reflow); see fonts.css.
import './app/fonts.css';
// Chakra's reset and design tokens, written at build time (chakra-static-css.ts).
import 'virtual:chakra-global.css';
// The pages the server draws before the app runs (landing, browse, a note: server-page.tsx).
import './app/server-page.css';
import { App } from './app/App';
import { initColorMode } from './app/color-mode';
import { CarryServerPageFocus, trackServerPageFocus, whenServerPageCanBeReplaced } from './app/server-page';

initColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// A transition render is time-sliced: React yields to the browser every few milliseconds
// instead of building the whole first screen in one task. On a phone that one task was
// 0.8-1.8 s of blocked main thread (Lighthouse TBT); sliced, the same work runs in short tasks
// and input stays responsive. Whatever is on screen meanwhile (the server's page) stays until
// the first screen is committed.
const root = createRoot(container);
const render = (system: SystemContext) =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App system={system} />
        <CarryServerPageFocus />
      </StrictMode>,
    );
  });

// Chakra's system is built from the theme when its module runs (createSystem: the token
// dictionary, 100-220 ms at a phone's speed). Imported dynamically, that module runs in a task
// of its own instead of lengthening the one that evaluates the app's modules; the api preloads
// its chunk with the entry (web-app.ts, START_CHUNKS).
const system = import('./app/theme').then((theme) => theme.system);

if (container.querySelector('[data-server-page]')) {
  trackServerPageFocus(container);
  void Promise.all([system, whenServerPageCanBeReplaced(window.location.pathname)]).then(([s]) => render(s));
} else {
  void system.then(render);
}
