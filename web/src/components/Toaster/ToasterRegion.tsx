import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./AppToaster'));

/**
 * Mounts the toast region at the visitor's first interaction (pointer, key or focus): every
 * toast answers an action, so the aria-live region exists before the toast it will announce,
 * and a toast queued before the region has loaded is shown when it mounts (the toast store
 * keeps it). A visit that only reads never downloads or renders it: on a phone that was 20 KB
 * and a long task at idle on every page. Nothing here imports the toast store either, which
 * would bring Chakra's toast machinery into the first load.
 */
export function ToasterRegion() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const mount = () => setReady(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of events) window.addEventListener(type, mount, { capture: true, once: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, mount, { capture: true });
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
