import { focusQuietly, MAIN_ID } from '../../app/focus-main';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Focuses what `find` returns once React has rendered the change (and a closing dialog has
 * handed focus back); falls back to the page's h1 so focus never drops to <body>.
 */
export function focusAfterRender(find: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => {
    // Opened a dialog meanwhile (View clicked right after Approve): focus belongs there, and
    // taking it out would make the dialog close as if the moderator had clicked away.
    if (document.activeElement?.closest(OPEN_DIALOG)) return;
    const target = find() ?? pageHeading();
    if (target) focusQuietly(target);
  }, 60);
}

/** The page's own heading: where focus goes when the thing it was on is gone. */
export const pageHeading = () => document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
