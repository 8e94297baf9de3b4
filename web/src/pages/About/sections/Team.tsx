import { Badge, Stack } from '@chakra-ui/react';
import { Section } from '../../../components/Section/Section';
import { FeatureGrid, FeatureCard, FeatureHeading, FeatureText } from '../../../components/Feature/Feature';
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
      <FeatureGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }} maxW="4xl" mx="auto">
        {TEAM.map((member) => (
          <FeatureCard key={member.name} align="center" textAlign="center" p={{ base: '7', md: '9' }}>
            <UserAvatar name={member.name} size="2xl" />
            <Stack gap="2" align="center">
              <FeatureHeading fontSize="xl" fontWeight="800">
                {member.name}
              </FeatureHeading>
              <Badge colorPalette="brand" variant="subtle" rounded="full" px="3" py="0.5" whiteSpace="normal" textAlign="center">
                {member.role}
              </Badge>
            </Stack>
            <FeatureText>{member.bio}</FeatureText>
          </FeatureCard>
        ))}
      </FeatureGrid>
    </Section>
  );
}
