import { lazy, Suspense } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';

// Signed-in only: visitors' first load carries none of the bell, its popover or its stream.
const NotificationBell = lazy(() => import('./NotificationBell'));
const UnreadDot = lazy(() => import('./UnreadDot'));

/** The bell, fetched on first use, in a placeholder of its own size so the header does not move. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<Box boxSize="8" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}

/** The phone menu's row with the bell. */
export function MobileNotifications() {
  return (
    <HStack justify="space-between" pb="3" mb="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="mobile-notifications">
      <Text fontWeight="600" color="fg" aria-hidden="true">
        Notifications
      </Text>
      <LazyNotificationBell />
    </HStack>
  );
}

/** The unread count on the phone menu button. */
export function LazyUnreadDot() {
  return (
    <Suspense fallback={null}>
      <UnreadDot />
    </Suspense>
  );
}
