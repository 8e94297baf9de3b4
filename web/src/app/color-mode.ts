import { useSyncExternalStore } from 'react';
import { useRenderedState } from './rendered-page';

/**
 * Light or dark: the visitor's own choice when they made one (remembered in localStorage),
 * otherwise the system's `prefers-color-scheme`, followed live. Chakra's `_dark` tokens key off
 * the `dark` class on <html>, which is set before the first render (main.tsx) so nothing flashes.
 */
export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'campusnotes-color-mode';
/** The same choice as a cookie, so that the server renders the page in it (api/src/http/web-app.ts reads it). */
export const COLOR_MODE_COOKIE = 'campusnotes-color-mode';
const YEAR_SECONDS = 365 * 24 * 3600;

function rememberInCookie(mode: ColorMode): void {
  document.cookie = `${COLOR_MODE_COOKIE}=${mode}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
const listeners = new Set<() => void>();

function storedChoice(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage blocked: follow the system
  }
}

function systemMode(): ColorMode {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentColorMode(): ColorMode {
  return storedChoice() ?? systemMode();
}

function apply(mode: ColorMode): void {
  const root = document.documentElement;
  // Switch at once: without this, every control with a colour transition fades through
  // unreadable in-between colours for a moment.
  const freeze = document.createElement('style');
  freeze.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(freeze);
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  void window.getComputedStyle(root).color; // apply the new colours while transitions are off
  window.setTimeout(() => freeze.remove(), 0);
  for (const listener of listeners) listener();
}

/** Call once before rendering; keeps following the system until the visitor picks a mode. */
export function initColorMode(): void {
  const mode = currentColorMode();
  // A choice made before the server read the cookie is handed to it for the next page.
  const chosen = storedChoice();
  if (chosen && !document.cookie.split('; ').includes(`${COLOR_MODE_COOKIE}=${chosen}`)) rememberInCookie(chosen);
  // The server's page has it already (the cookie, or the head's script for the system's mode):
  // applying it again would only force a style recalculation of the whole page.
  if (!document.documentElement.classList.contains(mode)) apply(mode);
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (!storedChoice()) apply(systemMode());
  });
}

export function setColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // not remembered, still applied
  }
  rememberInCookie(mode);
  apply(mode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readMode = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  // What the server rendered: the cookie's mode, or light when it did not know (the system's mode
  // follows right after hydration).
  const serverMode = useRenderedState()?.colorMode ?? 'light';
  const mode = useSyncExternalStore(subscribe, typeof window === 'undefined' ? () => serverMode : readMode, () => serverMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark') };
}
