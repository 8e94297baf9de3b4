import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A client-side navigation keeps the old scroll position unless we reset it. The first load is
 * the browser's: a reload restores where the reader was, and a page rendered on the server may
 * have been scrolled (and tapped) before the app hydrated it; scrolling it to the top then would
 * move the page under the reader's finger.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // The last path scrolled for: StrictMode's second effect run is no navigation.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
