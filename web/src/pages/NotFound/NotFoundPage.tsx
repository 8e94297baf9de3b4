import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { brandGradient } from '../../components/card-surface';
import { HttpStatus } from '../../app/rendered-page';

export default function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: '20', md: '28' }}>
      <title>Page not found · CampusNotes</title>
      <HttpStatus code={404} />
      <VStack gap="5" textAlign="center">
        <Text
          fontFamily="heading"
          fontWeight="800"
          fontSize={{ base: '6xl', md: '8xl' }}
          lineHeight="1"
          {...brandGradient}
          bgGradient="to-r"
          bgClip="text"
          color="transparent"
        >
          404
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="800">
          Page not found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The page you are looking for does not exist or has moved.
        </Text>
        <HStack gap="3" pt="2">
          <Button asChild colorPalette="brand" rounded="full">
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" rounded="full">
            <RouterLink to="/browse">Browse Notes</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
