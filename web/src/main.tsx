import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted variable fonts, displayed only if ready in time (no reflow); see fonts.css.
import './app/fonts.css';
// Chakra's reset and design tokens, written at build time (chakra-static-css.ts).
import 'virtual:chakra-global.css';
// The note and browse pages the server draws before the app runs (server-page.tsx).
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
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <CarryServerPageFocus />
      </StrictMode>,
    );
  });

if (container.querySelector('[data-server-page]')) {
  trackServerPageFocus(container);
  void whenServerPageCanBeReplaced(window.location.pathname).then(render);
} else {
  render();
}
