import { StrictMode, startTransition } from 'react';
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

// A transition render is time-sliced: React yields to the browser every few milliseconds
// instead of building the whole first screen in one task. On a phone that one task was
// 0.8-1.8 s of blocked main thread (Lighthouse TBT); sliced, the same work runs in short tasks
// and input stays responsive. Nothing is on screen before it, so nothing is delayed either.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
