/** The id of each layout's <main>, the skip link's and the route focus's target. */
export const MAIN_ID = 'main';

const isLoading = (main: HTMLElement) => main.querySelector('[role="status"][aria-label^="Loading"], [aria-busy="true"]') !== null;

/** Focuses an element that is not focusable by Tab (a heading, main) without scrolling it. */
export function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the page's main heading once the page has loaded (lazy chunk and first query
 * done), or to <main> itself when the page has no h1, so a keyboard or screen reader user
 * starts on the new page instead of on <body>. Gives up after `timeoutMs`.
 */
export function focusMainHeading(timeoutMs = 8000): () => void {
  let done = false;
  let observer: MutationObserver | null = null;
  const attempt = (final: boolean) => {
    const main = document.getElementById(MAIN_ID);
    if (!main || done) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!final && (!heading || isLoading(main))) return;
    done = true;
    observer?.disconnect();
    // Something inside the page took focus on purpose (an autofocus field, an open dialog): keep it.
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest(`#${MAIN_ID} h1`) && document.contains(active)) return;
    focusQuietly(heading ?? main);
  };
  observer = new MutationObserver(() => attempt(false));
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
  const timer = window.setTimeout(() => attempt(true), timeoutMs);
  queueMicrotask(() => attempt(false));
  return () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
  };
}
