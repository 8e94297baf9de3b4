import { Box, Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SparklesIcon } from '../icons';
import { cardSurface } from '../card-surface';

interface ComingSoonProps {
  title: string;
}

/** Tidy stand-in for screens that are still being built. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <title>{`${title} · CampusNotes`}</title>
      <VStack
        gap="4"
        textAlign="center"
        {...cardSurface}
        rounded="2xl"
        px={{ base: '6', md: '12' }}
        py={{ base: '12', md: '16' }}
      >
        <Box display="grid" placeItems="center" boxSize="14" rounded="2xl" bg="brand.subtle" color="brand.fg">
          <SparklesIcon boxSize="7" />
        </Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.02em">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Coming soon
        </Text>
        <Button asChild variant="outline" colorPalette="brand" mt="2" rounded="full">
          <RouterLink to="/">Back to home</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
