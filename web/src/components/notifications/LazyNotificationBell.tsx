import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';

// Signed-in only: visitors' first load carries none of the bell, its popover or its stream.
const NotificationBell = lazy(() => import('./NotificationBell'));

/** The bell, fetched on first use, in a placeholder of its own size so the header does not move. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<Box boxSize="8" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
