import { useState } from 'react';
import { Box, Container, Flex, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { Brand } from '../Brand/Brand';
import { CloseIcon, MenuIcon } from '../icons';
import { AccountArea } from './AccountArea';
import { MobileAvatarLink } from './MobileAvatarLink';
import { NAV_LINKS } from './navLinks';
import { NavItemLink } from './NavItemLink';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { user, loading, isAdmin } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // Admins work in their own panel, which has its own header.
  if (isAdmin) return null;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(255, 255, 255, 0.85)"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Container maxW="6xl" px={{ base: '5', md: '8' }}>
        <Flex h="16" align="center" justify="space-between" gap="6">
          <Brand onNavigate={closeMenu} />

          <HStack gap="8" display={{ base: 'none', md: 'flex' }}>
            <HStack as="nav" aria-label="Main" gap="1">
              {NAV_LINKS.map((item) => (
                <NavItemLink key={item.to} {...item} />
              ))}
            </HStack>
            <AccountArea user={user} loading={loading} />
          </HStack>

          <HStack gap="2" display={{ base: 'flex', md: 'none' }}>
            {user ? <MobileAvatarLink username={user.username} avatarUrl={user.avatarUrl} onNavigate={closeMenu} /> : null}
            <IconButton
              variant="ghost"
              rounded="full"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon boxSize="5" /> : <MenuIcon boxSize="5" />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>

      {menuOpen ? (
        <Box
          id={MOBILE_MENU_ID}
          data-testid="mobile-menu"
          display={{ base: 'block', md: 'none' }}
          borderTopWidth="1px"
          borderColor="gray.200"
          bg="white"
          shadow="lg"
        >
          <Container maxW="6xl" px="5" py="4">
            <Stack as="nav" aria-label="Mobile" gap="1">
              {NAV_LINKS.map((item) => (
                <NavItemLink key={item.to} {...item} onNavigate={closeMenu} block />
              ))}
            </Stack>
            {!loading ? (
              <Box pt="4" mt="3" borderTopWidth="1px" borderColor="gray.100">
                <AccountArea user={user} loading={false} onNavigate={closeMenu} />
              </Box>
            ) : null}
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
