import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

/** The page's heading block; the search box (or its placeholder while the page loads) goes in. */
export function BrowseHero({ children }: { children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="browse-heading"
      bgImage="linear-gradient(180deg, var(--chakra-colors-brand-subtle), var(--chakra-colors-bg-canvas))"
    >
      <Container maxW="6xl" px={{ base: '5', md: '8' }} pt={{ base: '10', md: '16' }} pb={{ base: '6', md: '8' }}>
        <Stack gap={{ base: '5', md: '6' }} align="center" textAlign="center" maxW="3xl" mx="auto">
          <Text fontSize="sm" fontWeight="700" letterSpacing="0.12em" textTransform="uppercase" color="brand.fg">
            Browse notes
          </Text>
          <Heading
            id="browse-heading"
            as="h1"
            fontSize={{ base: '3xl', md: '5xl' }}
            lineHeight="1.1"
            fontWeight="800"
            letterSpacing="-0.03em"
            color="fg"
          >
            Explore Shared Notes
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="1.7" textWrap="balance">
            Approved notes from students across colleges and courses. Search inside the documents, or narrow the
            list by subject, course, semester and college.
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
