import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A client-side navigation keeps the old scroll position unless we reset it. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
