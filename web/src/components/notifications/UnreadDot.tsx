import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { UnreadNotificationCountDocument } from '../../graphql/__generated__/graphql';
import { useLiveNotifications } from './useLiveNotifications';
import { withApollo } from '../../app/ApolloIsland';

/**
 * Phones: the header has no room for the bell beside the menu button, so the button carries the
 * unread count (kept live like the bell's) and the bell sits in the menu.
 */
function UnreadDot() {
  useLiveNotifications(true);
  const unread = useQuery(UnreadNotificationCountDocument).data?.unreadNotificationCount ?? 0;
  if (unread === 0) return null;
  return (
    <Badge
      position="absolute"
      top="0"
      right="0"
      minW="4.5"
      h="4.5"
      px="1"
      rounded="full"
      colorPalette="red"
      variant="solid"
      fontSize="2xs"
      justifyContent="center"
      aria-hidden="true"
      data-testid="menu-unread-count"
    >
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(UnreadDot);
