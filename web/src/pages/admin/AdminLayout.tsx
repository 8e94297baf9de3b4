import { Suspense, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { NavLink, Outlet } from 'react-router';
import { MenuToggle } from '../../components/Header/MenuToggle';
import { PageFallback } from '../../components/PageFallback/PageFallback';
import { SkipLink } from '../../components/SkipLink/SkipLink';
import { ColorModeToggle } from '../../components/ColorModeToggle/ColorModeToggle';
import { MAIN_ID } from '../../app/focus-main';
import { UserAvatar } from '../../components/UserAvatar/UserAvatar';
import { IconBadge } from '../../components/IconBadge/IconBadge';
import { AdminPendingCountDocument, OpenReportCountDocument } from '../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { ADMIN_NAV, type AdminNavItem } from './adminNav';
import { LogOutIcon } from './components/icons';
import { formatCount } from './format';
import { useAdminSignOut } from './useAdminSignOut';
import { headerRow, stickyHeaderBar } from '../../components/card-surface';

const NAV_ID = 'admin-nav';

export function AdminLayout() {
  const { user } = useCurrentUser();
  const displayName = user?.username ?? 'Admin';
  const [menuOpen, setMenuOpen] = useState(false);
  const { data } = useQuery(AdminPendingCountDocument, { fetchPolicy: 'cache-and-network' });
  const pendingCount = data?.pendingNotes.totalCount;
  const reportCount = useQuery(OpenReportCountDocument, { fetchPolicy: 'cache-and-network' }).data?.openReportCount;
  const { signOut, signingOut, error: signOutError } = useAdminSignOut();

  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.canvas">
      <SkipLink />
      {/* Dark all the way down on wide screens; the menu itself stays in view while the page scrolls. */}
      <Box as="aside" w={{ base: 'full', lg: '64' }} flexShrink={0} bg="gray.950" color="gray.300" zIndex="docked">
        <Box position={{ base: 'relative', lg: 'sticky' }} top="0" maxH={{ lg: '100dvh' }} overflowY={{ lg: 'auto' }}>
          <Flex align="center" justify="space-between" gap="3" px={{ base: '4', lg: '5' }} h={{ base: '14', lg: '20' }}>
            <HStack gap="2.5">
              <IconBadge palette="gradient" boxSize="8" rounded="lg" fontWeight="800" fontSize="sm" aria-hidden="true">
                CN
              </IconBadge>
              <Text fontFamily="heading" fontWeight="800" fontSize={{ base: 'lg', lg: 'md' }} color="white" letterSpacing="-0.01em">
                CampusNotes
              </Text>
              <Badge size="sm" colorPalette="teal" variant="solid" rounded="full">
                Admin
              </Badge>
            </HStack>
            <MenuToggle
              open={menuOpen}
              controls={NAV_ID}
              onToggle={() => setMenuOpen((open) => !open)}
              hideFrom="lg"
              color="gray.200"
              _hover={{ bg: 'whiteAlpha.100' }}
              rounded="lg"
              size="sm"
            />
          </Flex>
          {/* Collapsed below lg unless opened; always shown on wide screens. */}
          <Box id={NAV_ID} hideBelow={menuOpen ? undefined : 'lg'} px="3" pb={{ base: '4', lg: '6' }} pt={{ base: '1', lg: '2' }}>
            <Text px="3" pb="2" fontSize="xs" fontWeight="700" letterSpacing="wider" textTransform="uppercase" color="fg.onDark">
              Manage
            </Text>
            <Stack as="nav" aria-label="Admin" gap="1">
              {ADMIN_NAV.map((item) => (
                <AdminNavLink key={item.to} item={item} pendingCount={pendingCount} reportCount={reportCount} onNavigate={() => setMenuOpen(false)} />
              ))}
            </Stack>
          </Box>
        </Box>
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" {...headerRow} px={{ base: '4', md: '8' }} gap="3" bg="bg.panel" {...stickyHeaderBar}>
          <Heading as="p" fontSize={{ base: 'md', md: 'lg' }} fontWeight="800" color="fg" truncate>
            Admin Dashboard
          </Heading>
          <HStack gap={{ base: '2', md: '4' }} flexShrink={0}>
            <ColorModeToggle size="sm" />
            <HStack gap="2">
              <UserAvatar name={displayName} src={user?.avatarUrl} size="sm" />
              <Text fontSize="sm" fontWeight="600" color="fg" display={{ base: 'none', sm: 'block' }} maxW="40" truncate>
                {displayName}
              </Text>
            </HStack>
            <Button size="sm" variant="outline" rounded="full" onClick={signOut} loading={signingOut} loadingText="Signing out...">
              <LogOutIcon /> Sign Out
            </Button>
          </HStack>
        </Flex>
        {signOutError ? (
          <Text role="alert" px={{ base: '4', md: '8' }} py="2" fontSize="sm" color="fg.error" bg="bg.error">
            {signOutError}
          </Text>
        ) : null}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}

function AdminNavLink({
  item,
  pendingCount,
  reportCount,
  onNavigate,
}: {
  item: AdminNavItem;
  pendingCount?: number;
  reportCount?: number;
  onNavigate: () => void;
}) {
  const { icon: IconComponent } = item;
  const count = item.pendingBadge ? pendingCount : item.reportsBadge ? reportCount : undefined;
  const showCount = count !== undefined && count > 0;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2.5"
      rounded="lg"
      fontSize="sm"
      fontWeight="600"
      color="fg.onDark"
      textDecoration="none"
      css={{
        '&:not([aria-current=page]):hover': { color: 'white', bg: 'whiteAlpha.100', textDecoration: 'none' },
        '&[aria-current=page]': { color: 'white', bg: 'brand.600', textDecoration: 'none' },
      }}
    >
      <NavLink to={item.to} end={item.end ?? false} onClick={onNavigate}>
        <IconComponent boxSize="4.5" />
        <Box as="span" flex="1">
          {item.label}
        </Box>
        {showCount ? (
          <Badge size="sm" colorPalette="orange" variant="solid" rounded="full" aria-label={`${count} ${item.reportsBadge ? 'open' : 'pending'}`}>
            {formatCount(count)}
          </Badge>
        ) : null}
      </NavLink>
    </Link>
  );
}
