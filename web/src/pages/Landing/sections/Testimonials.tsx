import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { QuoteIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { UserAvatar } from '../../../components/UserAvatar/UserAvatar';
import { cardSurface } from '../../../components/card-surface';

const TESTIMONIALS = [
  {
    quote:
      "I missed two weeks of Data Structures with a fever. A senior's notes on CampusNotes got me through the mid-sems: neat, complete, and approved, so I knew I could trust them.",
    name: 'Priya Sharma',
    detail: 'B.Tech CSE, 3rd year · MANIT Bhopal',
  },
  {
    quote:
      'Uploading my Thermodynamics notes took two minutes. Seeing juniors like and comment on them is the best motivation I have had to keep my notebooks tidy.',
    name: 'Arjun Mehta',
    detail: 'Mechanical Engineering, 4th year · VIT Vellore',
  },
] as const;

export function Testimonials() {
  return (
    <Section eyebrow="Testimonials" title="What Students Are Saying" subtitle="Contributors and learners on how CampusNotes fits into their semester.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }} maxW="5xl" mx="auto">
        {TESTIMONIALS.map((testimonial) => (
          <Stack as="figure" key={testimonial.name} gap="6" p={{ base: '7', md: '9' }} rounded="2xl" {...cardSurface} justify="space-between">
            <Stack gap="4">
              <Box color="brand.emphasized">
                <QuoteIcon boxSize="8" />
              </Box>
              <Text as="blockquote" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="1.75">
                {testimonial.quote}
              </Text>
            </Stack>
            <HStack as="figcaption" gap="3">
              <UserAvatar name={testimonial.name} size="md" />
              <Stack gap="0">
                <Text fontWeight="700" color="fg">
                  {testimonial.name}
                </Text>
                <Text fontSize="sm" color="fg.subtle">
                  {testimonial.detail}
                </Text>
              </Stack>
            </HStack>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
