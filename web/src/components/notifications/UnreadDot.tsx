import { Box } from '@chakra-ui/react';
import { useUnreadCount } from './UnreadCount';
import { withApollo } from '../../app/ApolloIsland';

/**
 * Phones: the header has no room for the bell beside the menu button, so the button carries a
 * dot while there are unread notifications, and the bell with its count sits in the menu. A dot,
 * not the number: text inside the button that its name ("Open menu") does not contain fails
 * WCAG 2.5.3 (label in name); the bell's own name says the count.
 */
function UnreadDot() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <Box
      position="absolute"
      top="1"
      right="1"
      boxSize="2.5"
      rounded="full"
      bg="red.solid"
      borderWidth="2px"
      borderColor="bg.panel"
      aria-hidden="true"
      data-testid="menu-unread-count"
    />
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(UnreadDot);
