import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const AppToaster = lazy(() => import('./AppToaster'));

/**
 * Mounts the toast region when it can first be needed: at the visitor's first interaction
 * (every toast answers an action, so the aria-live region exists before the toast it will
 * announce) or at the first toast, whichever comes first; a toast queued before the region
 * mounts is shown when it does. A visit that only reads never downloads or renders it (on a
 * phone that was 20 KB and a long task at idle on every page).
 */
export function ToasterRegion() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const mount = () => setReady(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of events) window.addEventListener(type, mount, { capture: true, once: true, passive: true });
    const unsubscribe = toaster.subscribe(mount);
    return () => {
      for (const type of events) window.removeEventListener(type, mount, { capture: true });
      unsubscribe();
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
