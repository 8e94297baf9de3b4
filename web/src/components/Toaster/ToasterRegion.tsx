import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./AppToaster'));

/**
 * Mounts the toast region once the page is idle: early enough that the live region exists
 * before any action can toast, late enough to stay out of the first load.
 */
export function ToasterRegion() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true), { timeout: 1500 } as never);
    return () => cancel(handle as never);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
