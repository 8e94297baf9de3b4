import { useSyncExternalStore } from 'react';

/**
 * Light or dark: the visitor's own choice when they made one (remembered in localStorage),
 * otherwise the system's `prefers-color-scheme`, followed live. Chakra's `_dark` tokens key off
 * the `dark` class on <html>, which is set before the first render (main.tsx) so nothing flashes.
 */
export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'campusnotes-color-mode';
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
  // On a page the server drew, its boot script (api/src/http/app-boot.ts) set the mode before the
  // first paint: applying it again would only force a style recalculation of the whole page
  // (about 30 ms of a phone's main thread, in the long task that starts the app).
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
  apply(mode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readMode = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribe, readMode, () => 'light' as ColorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark') };
}
