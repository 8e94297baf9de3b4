import { Suspense } from 'react';
import { Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';
import { PageFallback } from '../../components/PageFallback/PageFallback';
import { UserAvatar } from '../../components/UserAvatar/UserAvatar';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { ADMIN_NAV } from './adminNav';

export function AdminLayout() {
  const { user } = useCurrentUser();
  const displayName = user?.username ?? 'Admin';

  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.canvas">
      <Box
        as="aside"
        w={{ base: 'full', lg: '64' }}
        flexShrink={0}
        bg="gray.950"
        color="gray.300"
        px="4"
        py={{ base: '3', lg: '6' }}
      >
        <Text px="3" pb={{ base: '2', lg: '6' }} fontFamily="heading" fontWeight="800" fontSize="lg" color="white">
          CampusNotes
        </Text>
        <Stack as="nav" aria-label="Admin" direction={{ base: 'row', lg: 'column' }} gap="1" overflowX="auto">
          {ADMIN_NAV.map((item) => (
            <Link
              key={item.to}
              asChild
              px="3"
              py="2"
              rounded="lg"
              fontSize="sm"
              fontWeight="600"
              whiteSpace="nowrap"
              color="gray.400"
              _hover={{ color: 'white', bg: 'whiteAlpha.100', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { color: 'white', bg: 'brand.600' } }}
            >
              <NavLink to={item.to} end={'end' in item ? item.end : false}>
                {item.label}
              </NavLink>
            </Link>
          ))}
        </Stack>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          h="16"
          px={{ base: '5', md: '8' }}
          align="center"
          justify="space-between"
          bg="white"
          borderBottomWidth="1px"
          borderColor="gray.200"
        >
          <Heading as="p" size="md" fontWeight="800">
            Admin Dashboard
          </Heading>
          <HStack gap="2">
            <UserAvatar name={displayName} src={user?.avatarUrl} size="xs" />
            <Text fontSize="sm" fontWeight="600">
              {displayName}
            </Text>
          </HStack>
        </Flex>
        <Box as="main" flex="1">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
