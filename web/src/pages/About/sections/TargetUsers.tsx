import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ClockIcon, LightbulbIcon, UploadIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';

const AUDIENCES = [
  {
    title: 'Busy learners who missed lectures',
    text: 'Illness, clashes or a part-time job: catch up on what you missed with notes from students who were there.',
    icon: ClockIcon,
    palette: 'brand',
  },
  {
    title: 'Contributors',
    text: 'Turn the notes you already write into help for juniors everywhere, and get feedback from peers.',
    icon: UploadIcon,
    palette: 'teal',
  },
  {
    title: 'Knowledge seekers',
    text: 'Curious about another course or college? Explore how other students learn the same subjects.',
    icon: LightbulbIcon,
    palette: 'orange',
  },
] as const;

export function TargetUsers() {
  return (
    <Section
      eyebrow="Who it is for"
      title="Made for Every Kind of Student"
      subtitle="Whether you are catching up, giving back or simply curious, there is a place for you."
      bg="bg.panel"
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
        {AUDIENCES.map((audience) => (
          <Stack key={audience.title} gap="4" p="7" rounded="2xl" bg="bg.canvas" borderWidth="1px" borderColor="border.muted">
            <Box
              display="grid"
              placeItems="center"
              boxSize="12"
              rounded="xl"
              bg={`${audience.palette}.subtle`}
              color={`${audience.palette}.fg`}
            >
              <audience.icon boxSize="6" />
            </Box>
            <Heading as="h3" fontSize="lg" fontWeight="700" color="fg">
              {audience.title}
            </Heading>
            <Text color="fg.muted" lineHeight="1.7">
              {audience.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
