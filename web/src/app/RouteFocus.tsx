import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading } from './focus-main';

/**
 * After a client-side navigation (not the first load, where the browser's own start is right),
 * focus goes to the new page's h1, which screen readers announce. Query-string changes (tabs,
 * filters, the inline note view) stay where they are. A #fragment naming a control (the action a
 * visitor chose before signing in, e.g. /notes/1#download) gets focus instead.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  // The last path focus was handled for: StrictMode's second effect run is no navigation.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return undefined;
    handled.current = pathname;
    return focusMainHeading(undefined, hash.slice(1));
    // The hash is read with the path it came with; a hash change alone is no navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
