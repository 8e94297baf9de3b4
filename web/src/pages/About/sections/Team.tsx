import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Section } from '../../../components/Section/Section';
import { UserAvatar } from '../../../components/UserAvatar/UserAvatar';

const TEAM = [
  {
    name: 'Aarav Sharma',
    role: 'Co-founder · Full-Stack Developer',
    bio: 'Final-year Computer Science student who got tired of chasing notes through group chats. Builds the CampusNotes API, search and moderation tools.',
  },
  {
    name: 'Ishita Verma',
    role: 'Co-founder · Frontend Developer & Designer',
    bio: 'Electronics student with a soft spot for tidy notebooks and clean interfaces. Designs how students find, read and share notes.',
  },
] as const;

export function Team() {
  return (
    <Section eyebrow="The people behind it" title="Meet the Team" subtitle="A small team of students building the tool we wished we had." bg="bg.panel">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }} maxW="4xl" mx="auto">
        {TEAM.map((member) => (
          <Stack
            key={member.name}
            align="center"
            textAlign="center"
            gap="4"
            p={{ base: '7', md: '9' }}
            rounded="2xl"
            bg="bg.canvas"
            borderWidth="1px"
            borderColor="border.muted"
          >
            <UserAvatar name={member.name} size="2xl" />
            <Stack gap="2" align="center">
              <Heading as="h3" fontSize="xl" fontWeight="800" color="fg">
                {member.name}
              </Heading>
              <Badge colorPalette="brand" variant="subtle" rounded="full" px="3" py="0.5" whiteSpace="normal" textAlign="center">
                {member.role}
              </Badge>
            </Stack>
            <Text color="fg.muted" lineHeight="1.7">
              {member.bio}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
