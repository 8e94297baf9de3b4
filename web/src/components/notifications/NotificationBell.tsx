import { useState } from 'react';
import { Box, Button, chakra, Heading, HStack, IconButton, Link, Popover, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { MarkNotificationsReadDocument, NotificationsDocument, type NotificationItemFragment } from '../../graphql/__generated__/graphql';
import { BellIcon } from '../community/icons';
import { formatCommentDate } from '../notes/format';
import { markReadInCache, writeUnreadCount } from './live-cache';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';
import { notificationHref, notificationText } from './notification-text';
import { UnreadCountBadge, useUnreadCount } from './UnreadCount';
import { useLoadMore } from '../../hooks/useLoadMore';
import { withApollo } from '../../app/ApolloIsland';

export const NOTIFICATIONS_PAGE = 10;

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** The header's bell: the unread count (live from GET /api/events) and the list, read on demand. */
function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" rounded="full" size="sm" aria-label={bellLabel(unread)} position="relative" data-testid="notification-bell">
          <BellIcon boxSize="5" />
          <UnreadCountBadge count={unread} top="-0.5" right="-0.5" minW="5" h="5" data-testid="unread-count" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '96' }} maxW="96" rounded="xl" aria-labelledby="notifications-heading">
            <Popover.Body p="0">
              <NotificationPanel unread={unread} onNavigate={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationPanel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const { data, loading, error, fetchMore } = useQuery(NotificationsDocument, { variables: { first: NOTIFICATIONS_PAGE } });
  const [markRead, marking] = useMutation(MarkNotificationsReadDocument);
  const [showSettings, setShowSettings] = useState(false);
  const list = data?.notifications;
  const more = useLoadMore(data, 'notifications', fetchMore);

  const mark = async (ids: readonly string[] | 'all') => {
    try {
      await markRead({
        variables: { input: ids === 'all' ? { all: true } : { ids: [...ids] } },
        update(cache, { data: answer }) {
          const count = answer?.markNotificationsRead.unreadCount;
          if (count === null || count === undefined) return;
          writeUnreadCount(cache, count);
          markReadInCache(cache, ids);
        },
      });
    } catch (failure) {
      console.error('marking notifications read failed', failure);
    }
  };

  let body;
  if (loading && !list) {
    body = (
      <Stack gap="3" p="4" role="status" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="12" rounded="md" />
        ))}
      </Stack>
    );
  } else if (error && !list) {
    body = (
      <Text p="4" color="fg.error" role="alert">
        Your notifications could not be loaded.
      </Text>
    );
  } else if (!list?.edges.length) {
    body = (
      <Text p="4" color="fg.muted">
        No notifications yet. You will hear here when your notes are approved, liked or commented on.
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" maxH="24rem" overflowY="auto" aria-label="Notifications" data-testid="notification-list">
        {list.edges.map(({ node }) => (
          <NotificationRow
            key={node.id}
            notification={node}
            onOpen={() => {
              if (!node.read) void mark([node.id]);
              onNavigate();
            }}
          />
        ))}
        {list.pageInfo.hasNextPage ? (
          <Box as="li" p="2" textAlign="center">
            <Button size="xs" variant="ghost" rounded="full" loading={more.loading} onClick={() => void more.loadMore()}>
              Older notifications
            </Button>
          </Box>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="0">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
        <Heading id="notifications-heading" as="h2" fontSize="md" fontWeight="700" color="fg">
          {showSettings ? 'Notification settings' : 'Notifications'}
        </Heading>
        <HStack gap="1">
          {showSettings ? null : (
            <Button
              size="xs"
              variant="ghost"
              rounded="full"
              colorPalette="brand"
              disabled={unread === 0}
              loading={marking.loading}
              onClick={() => void mark('all')}
            >
              Mark all as read
            </Button>
          )}
          <Button size="xs" variant="ghost" rounded="full" aria-pressed={showSettings} onClick={() => setShowSettings((shown) => !shown)}>
            {showSettings ? 'Back' : 'Settings'}
          </Button>
        </HStack>
      </HStack>
      {showSettings ? <NotificationSettingsPanel /> : body}
    </Stack>
  );
}

function NotificationRow({ notification, onOpen }: { notification: NotificationItemFragment; onOpen: () => void }) {
  const text = notificationText(notification);
  const href = notificationHref(notification);
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={notification.read ? undefined : 'brand.subtle'}
      data-testid="notification"
      data-read={notification.read}
    >
      <Box boxSize="2" mt="2" rounded="full" flexShrink={0} bg={notification.read ? 'transparent' : 'brand.solid'} aria-hidden="true" />
      <Stack gap="0.5" minW="0">
        {href ? (
          <Link asChild color="fg" fontSize="sm" fontWeight={notification.read ? '400' : '600'}>
            <RouterLink to={href} onClick={onOpen}>
              {text}
              {notification.read ? null : <VisuallyHidden> (unread)</VisuallyHidden>}
            </RouterLink>
          </Link>
        ) : (
          <Text color="fg" fontSize="sm">
            {text}
          </Text>
        )}
        <chakra.time dateTime={notification.createdAt} fontSize="xs" color="fg.muted">
          {formatCommentDate(notification.createdAt)}
        </chakra.time>
      </Stack>
    </HStack>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(NotificationBell);
