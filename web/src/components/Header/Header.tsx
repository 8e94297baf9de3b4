import { useEffect, useRef, useState } from 'react';
import { Box, Container, Flex, HStack, Stack } from '@chakra-ui/react';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { Brand } from '../Brand/Brand';
import { ColorModeToggle } from '../ColorModeToggle/ColorModeToggle';
import { LazyNotificationBell, LazyUnreadDot, MobileNotifications } from '../notifications/LazyNotificationBell';
import { AccountArea } from './AccountArea';
import { AdminArea } from './AdminArea';
import { MenuToggle } from './MenuToggle';
import { MobileAvatarLink } from './MobileAvatarLink';
import { navLinksFor } from './navLinks';
import { NavItemLink } from './NavItemLink';
import { headerRow, stickyHeaderBar } from '../card-surface';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { user, loading, isAdmin } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navLinks = navLinksFor(Boolean(user));

  // Escape closes the phone menu and hands focus back to its toggle (WCAG 2.1.2, no trap).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <Box as="header" {...stickyHeaderBar} bg="bg.header" backdropFilter="saturate(180%) blur(12px)">
      {/* At 390 px a signed-in phone header holds the brand, theme, avatar and menu: tighter gaps keep the menu on screen. */}
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        <Flex {...headerRow} gap={{ base: '3', md: '6' }}>
          <Brand onNavigate={closeMenu} />

          <HStack gap="6" display={{ base: 'none', md: 'flex' }}>
            <HStack as="nav" aria-label="Main" gap="1">
              {navLinks.map((item) => (
                <NavItemLink key={item.to} {...item} />
              ))}
            </HStack>
            <ColorModeToggle size="sm" />
            {/* Admins work in their panel: on public pages (a note opened from Reports) the way back and sign-out. */}
            {isAdmin ? <AdminArea /> : null}
            {user && !isAdmin ? <LazyNotificationBell /> : null}
            {isAdmin ? null : <AccountArea user={user} loading={loading} />}
          </HStack>

          <HStack gap="2" display={{ base: 'flex', md: 'none' }}>
            <ColorModeToggle size="sm" />
            {user && !isAdmin ? <MobileAvatarLink username={user.username} avatarUrl={user.avatarUrl} onNavigate={closeMenu} /> : null}
            <MenuToggle
              ref={toggleRef}
              open={menuOpen}
              controls={MOBILE_MENU_ID}
              onToggle={() => setMenuOpen((open) => !open)}
              rounded="full"
              position="relative"
            >
              {user && !isAdmin ? <LazyUnreadDot /> : null}
            </MenuToggle>
          </HStack>
        </Flex>
      </Container>

      {menuOpen ? (
        <Box
          id={MOBILE_MENU_ID}
          data-testid="mobile-menu"
          display={{ base: 'block', md: 'none' }}
          borderTopWidth="1px"
          borderColor="border"
          bg="bg.panel"
          shadow="lg"
        >
          <Container maxW="6xl" px="5" py="4">
            {user && !isAdmin ? <MobileNotifications /> : null}
            <Stack as="nav" aria-label="Mobile" gap="1">
              {navLinks.map((item) => (
                <NavItemLink key={item.to} {...item} onNavigate={closeMenu} block />
              ))}
            </Stack>
            {/* Signed in, the avatar beside the toggle is the profile link: one link per page. */}
            {isAdmin ? (
              <Box pt="4" mt="3" borderTopWidth="1px" borderColor="border.muted">
                <AdminArea block onNavigate={closeMenu} />
              </Box>
            ) : null}
            {!loading && !user ? (
              <Box pt="4" mt="3" borderTopWidth="1px" borderColor="border.muted">
                <AccountArea user={null} loading={false} onNavigate={closeMenu} />
              </Box>
            ) : null}
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
