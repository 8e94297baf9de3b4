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
 *
 * What had focus when the navigation started (the sign-in form's submit button or field, a
 * link) is the page being left, not a choice made on the new page; and a heading focused while
 * the old page was still shown is replaced by the new page's: focus follows until it settles.
 *
 * `actionId` (the URL's #fragment after sign-in, e.g. #download) names the control the visitor
 * wanted before signing in: it gets focus instead, scrolled into view, once it is on the page.
 */
export function focusMainHeading(timeoutMs = 8000, actionId = ''): () => void {
  const previous = document.activeElement;
  let focused: HTMLElement | null = null;
  let done = false;
  let observer: MutationObserver | null = null;
  let timer = 0;
  const stop = () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const attempt = (final: boolean) => {
    const main = document.getElementById(MAIN_ID);
    if (!main || done) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !document.contains(active);
    const action = actionId ? main.querySelector<HTMLElement>(`#${CSS.escape(actionId)}`) : null;
    if (action && !isLoading(main) && (lost || active === previous || active === focused)) {
      if (active !== action) action.focus({ preventScroll: true });
      // Only a control takes focus (a section such as #comments is scrolled to by its page).
      if (document.activeElement === action) {
        action.scrollIntoView({ block: 'center' });
        return stop();
      }
    }
    if (focused) {
      if (active === focused && document.contains(focused) && (final || isLoading(main) || main.querySelector('h1') === focused)) {
        if (final) stop();
        return;
      }
      // The user moved on from the heading: leave them there.
      if (!lost && active !== focused) return stop();
    }
    const heading = main.querySelector<HTMLElement>('h1');
    if (!final && (!heading || isLoading(main))) return;
    // Something inside the new page took focus on purpose (an autofocus field, an open dialog): keep it.
    if (!lost && active !== previous && active !== focused && !active.closest(`#${MAIN_ID} h1`)) return stop();
    focused = heading ?? main;
    if (document.activeElement !== focused) focusQuietly(focused);
    if (final) stop();
  };
  observer = new MutationObserver(() => attempt(false));
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
  timer = window.setTimeout(() => attempt(true), timeoutMs);
  queueMicrotask(() => attempt(false));
  return stop;
}
