import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted variable fonts, displayed only if ready in time (no reflow); see fonts.css.
import './app/fonts.css';
// Chakra's reset and design tokens, written at build time (chakra-static-css.ts).
import 'virtual:chakra-global.css';
import { App } from './app/App';
import { initColorMode } from './app/color-mode';

initColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// `/` arrives with the landing page already in #root (prerendered at build time, see
// web/prerender-landing.ts). React adds its own tree after it; the prerendered nodes go in the
// same commit, before the browser paints, so the page is never shown twice or shifted.
const prerendered = [...container.childNodes];
function DropPrerendered() {
  useLayoutEffect(() => {
    for (const node of prerendered) node.parentNode?.removeChild(node);
  }, []);
  return null;
}

// A transition render is time-sliced: React yields to the browser every few milliseconds
// instead of building the whole first screen in one task. On a phone that one task was
// 0.8-1.8 s of blocked main thread (Lighthouse TBT); sliced, the same work runs in short tasks
// and input stays responsive. Whatever is on screen meanwhile (the prerendered landing page)
// stays until the first screen is ready.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
      <DropPrerendered />
    </StrictMode>,
  );
});
