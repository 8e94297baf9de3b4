import { UnreadCountBadge, useUnreadCount } from './UnreadCount';
import { withApollo } from '../../app/ApolloIsland';

/**
 * Phones: the header has no room for the bell beside the menu button, so the button carries the
 * unread count (kept live like the bell's) and the bell sits in the menu.
 */
function UnreadDot() {
  const unread = useUnreadCount();
  return <UnreadCountBadge count={unread} top="0" right="0" minW="4.5" h="4.5" data-testid="menu-unread-count" />;
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(UnreadDot);
