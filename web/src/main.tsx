import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted variable fonts, displayed only if ready in time (no reflow); see fonts.css.
import './app/fonts.css';
import { App } from './app/App';
import { initColorMode } from './app/color-mode';

initColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
