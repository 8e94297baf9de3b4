import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  BookOpenIcon,
  DownloadIcon,
  HeartIcon,
  SearchIcon,
  ShieldCheckIcon,
  UploadIcon,
} from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { fileTypesLabel } from '../../../app/site';

const FEATURES = [
  { title: 'Easy uploads', text: `Share ${fileTypesLabel('or')} files with subject, course, semester, batch and college.`, icon: UploadIcon },
  { title: 'Smart search & filters', text: 'Find notes by keyword, or narrow them down by subject, course, semester and college.', icon: SearchIcon },
  { title: 'Admin-verified content', text: 'Every note is reviewed by our admin team before it appears in the library.', icon: ShieldCheckIcon },
  { title: 'Free downloads', text: 'Signed-in students download any approved note at no cost, as often as they need.', icon: DownloadIcon },
  { title: 'Likes & comments', text: 'Thank contributors, ask questions and help others spot the most useful notes.', icon: HeartIcon },
  { title: 'Personal dashboard', text: 'Keep track of your uploads and the notes you have saved for exam season.', icon: BookOpenIcon },
] as const;

export function KeyFeatures() {
  return (
    <Section
      eyebrow="What you get"
      title="Key Features"
      subtitle="Built around how students actually study: quickly, together, and close to exams."
      pt={{ base: '8', md: '12' }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', md: '6' }}>
        {FEATURES.map((feature) => (
          <Stack key={feature.title} gap="3" p="6" rounded="2xl" bg="bg.panel" borderWidth="1px" borderColor="border">
            <Box display="grid" placeItems="center" boxSize="10" rounded="lg" bg="teal.subtle" color="teal.fg">
              <feature.icon boxSize="5" />
            </Box>
            <Heading as="h3" fontSize="md" fontWeight="700" color="fg">
              {feature.title}
            </Heading>
            <Text color="fg.muted" lineHeight="1.7" fontSize="sm">
              {feature.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
