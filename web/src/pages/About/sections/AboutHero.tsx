import { Box, Container, Heading, Text, VStack } from '@chakra-ui/react';

export function AboutHero() {
  return (
    <Box
      as="section"
      aria-labelledby="about-heading"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg.canvas"
      pt={{ base: '14', md: '20' }}
      pb={{ base: '6', md: '10' }}
    >
      <Container maxW="3xl" px={{ base: '5', md: '8' }}>
        <VStack gap="5" textAlign="center">
          <Text fontSize="sm" fontWeight="700" letterSpacing="0.12em" textTransform="uppercase" color="brand.fg">
            About CampusNotes
          </Text>
          <Heading
            id="about-heading"
            as="h1"
            fontSize={{ base: '4xl', md: '5xl' }}
            lineHeight="1.1"
            fontWeight="800"
            letterSpacing="-0.035em"
            color="fg"
          >
            Built by students, for students
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="1.7">
            CampusNotes is a free library of academic notes written and shared by students across colleges and
            courses, reviewed by our admin team so that what you study from is worth your time.
          </Text>
        </VStack>
      </Container>
    </Box>
  );
}
