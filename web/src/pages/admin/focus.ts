import { focusQuietly, MAIN_ID } from '../../app/focus-main';

/**
 * Focuses what `find` returns once React has rendered the change (and a closing dialog has
 * handed focus back); falls back to the page's h1 so focus never drops to <body>.
 */
export function focusAfterRender(find: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => {
    const target = find() ?? pageHeading();
    if (target) focusQuietly(target);
  }, 60);
}

/** The page's own heading: where focus goes when the thing it was on is gone. */
export const pageHeading = () => document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
