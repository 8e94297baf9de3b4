import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SITE_NAME, SITE_TAGLINE } from '../../app/site';
import { useUploadTarget } from '../../hooks/useUploadTarget';
import { Brand } from '../Brand/Brand';
import { splitRow } from '../card-surface';

export function Footer() {
  const uploadTarget = useUploadTarget();
  const quickLinks = [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/browse', label: 'Browse Notes' },
    { to: uploadTarget, label: 'Share Notes' },
  ];

  return (
    <Box as="footer" bg="gray.950" color="gray.300" mt="auto">
      <Container maxW="6xl" px={{ base: '5', md: '8' }} pt={{ base: '12', md: '16' }} pb="8">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '10', md: '16' }}>
          <Stack gap="4" gridColumn={{ md: 'span 2' }} maxW="md">
            <Brand inverted />
            <Text color="fg.onDark" lineHeight="1.7">
              {SITE_TAGLINE}
            </Text>
          </Stack>
          <Stack as="nav" aria-label="Quick links" gap="3">
            <Text fontSize="sm" fontWeight="700" letterSpacing="0.08em" textTransform="uppercase" color="white">
              Quick Links
            </Text>
            {quickLinks.map((link) => (
              <Link key={link.label} asChild color="fg.onDark" width="fit-content" _hover={{ color: 'teal.300', textDecoration: 'none' }}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </Stack>
        </SimpleGrid>
        <Flex mt={{ base: '10', md: '14' }} pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" {...splitRow} gap="2" fontSize="sm" color="fg.onDark">
          <Text>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </Text>
          <Text>Made by students, for students.</Text>
        </Flex>
      </Container>
    </Box>
  );
}
