import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading } from './focus-main';

/**
 * After a client-side navigation (not the first load, where the browser's own start is right),
 * focus goes to the new page's h1, which screen readers announce. Query-string changes (tabs,
 * filters, the inline note view) stay where they are.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  // The last path focus was handled for: StrictMode's second effect run is no navigation.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return undefined;
    handled.current = pathname;
    return focusMainHeading();
  }, [pathname]);
  return null;
}
