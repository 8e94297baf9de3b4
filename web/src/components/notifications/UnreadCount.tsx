import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { UnreadNotificationCountDocument } from '../../graphql/__generated__/graphql';
import { useLiveNotifications } from './useLiveNotifications';

/** The viewer's unread notifications, kept live from GET /api/events. */
export function useUnreadCount(): number {
  useLiveNotifications(true);
  return useQuery(UnreadNotificationCountDocument).data?.unreadNotificationCount ?? 0;
}

/** The red count over a button; hidden from screen readers, which read it in the button's name. */
export function UnreadCountBadge({ count, ...position }: { count: number } & BadgeProps) {
  if (count === 0) return null;
  return (
    <Badge position="absolute" px="1" rounded="full" colorPalette="red" variant="solid" fontSize="2xs" justifyContent="center" aria-hidden="true" {...position}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
