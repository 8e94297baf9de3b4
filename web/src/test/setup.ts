import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy pages are compiled on first import in jest, which can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Chakra's responsive helpers and zag machines call.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

window.scrollTo = () => undefined;

// The toast queue is one module-level store: a test's toasts must not show in the next test.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { toaster } = require('../components/Toaster/toaster') as typeof import('../components/Toaster/toaster');
afterEach(() => toaster.remove());

// The session and the fetch-loaded figures are module-level stores too.
/* eslint-disable @typescript-eslint/no-require-imports */
const { resetSession } = require('../app/session') as typeof import('../app/session');
const { forgetLoaded } = require('../app/graphql-fetch') as typeof import('../app/graphql-fetch');
const { restoreFetch } = require('./fetch-mocks') as typeof import('./fetch-mocks');
/* eslint-enable @typescript-eslint/no-require-imports */
afterEach(() => {
  resetSession();
  forgetLoaded();
  restoreFetch();
});
