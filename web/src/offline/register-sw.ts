/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update';

/**
 * Registers the service worker (web/sw/sw.ts; `vite` dev has none: registerSW does nothing).
 * A new deployment's worker installs in the background and waits: the reader is offered
 * "Reload to update" (OfflineStatusBar), never switched to it mid-page. Checks for a new version
 * when the page becomes visible again and every hour.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      offerUpdate(() => updateSW(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // The first visit loaded before the worker existed: once it controls the page, it keeps this page too.
      if (!navigator.serviceWorker.controller) {
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_PAGE', url: window.location.href }),
          { once: true },
        );
      }
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, 60 * 60 * 1000);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) check();
      });
    },
  });
}
