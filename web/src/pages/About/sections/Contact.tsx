import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MailIcon } from '../../../components/icons';
import { CONTACT_EMAIL } from '../../../app/site';

export function Contact() {
  return (
    <Box as="section" aria-labelledby="contact-heading" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '5', md: '8' }}>
        <Stack
          align="center"
          textAlign="center"
          gap="4"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '12' }}
          rounded="3xl"
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="teal.700"
          color="white"
          shadow="lifted"
        >
          <Box display="grid" placeItems="center" boxSize="12" rounded="full" bg="whiteAlpha.200">
            <MailIcon boxSize="6" />
          </Box>
          <Heading id="contact-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800">
            Get in Touch
          </Heading>
          <Text color="whiteAlpha.900" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
            Questions, feedback or an idea for CampusNotes? Write to us at{' '}
            <Link href={`mailto:${CONTACT_EMAIL}`} color="white" fontWeight="700" textDecoration="underline" textUnderlineOffset="3px">
              {CONTACT_EMAIL}
            </Link>
            . We read every message.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
