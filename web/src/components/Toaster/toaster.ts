import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toast queue: actions report success or failure here, e.g.
 *   toaster.success({ title: 'Note saved' })
 * The region that shows them (AppToaster) is an aria-live region, so screen readers announce them.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });
