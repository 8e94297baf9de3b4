/*
 * The other half of the api's early-click script (api/src/http/page-render.ts): taps on buttons
 * of the server's markup before hydration began are held there; once React has hydrated each
 * button, it is clicked again, so the tap does what the visitor wanted.
 */

declare global {
  interface Window {
    __earlyClicks?: HTMLElement[];
    __hydrating?: boolean;
  }
}

const GIVE_UP_MS = 10_000;

/** React has hydrated an element once it keeps its props on it. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** From now on React sees (and itself replays) every event: stop holding them. */
export function hydrationStarts(): void {
  window.__hydrating = true;
}

/** Clicks each held button again as soon as React owns it; buttons gone from the page are dropped. */
export function replayEarlyClicks(): void {
  const held = window.__earlyClicks?.splice(0) ?? [];
  const started = Date.now();
  const pending = new Set(held);
  const step = () => {
    for (const element of [...pending]) {
      if (!element.isConnected) pending.delete(element);
      else if (hydrated(element)) {
        pending.delete(element);
        element.click();
      }
    }
    if (pending.size && Date.now() - started < GIVE_UP_MS) window.setTimeout(step, 50);
    else document.documentElement.classList.remove('early-click');
  };
  if (held.length) step();
}
