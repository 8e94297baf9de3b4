import { focusQuietly, MAIN_ID } from '../../app/focus-main';

/**
 * Focuses what `find` returns once React has rendered the change (and a closing dialog has
 * handed focus back); falls back to the page's h1 so focus never drops to <body>.
 */
export function focusAfterRender(find: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => {
    const target = find() ?? document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
    if (target) focusQuietly(target);
  }, 60);
}
