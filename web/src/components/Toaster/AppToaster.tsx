import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toaster } from './toaster';

/** Renders the toasts; lazy-loaded (see ToasterRegion) so the first load carries none of it. */
export default function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable !== false ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
