import { HStack } from '@chakra-ui/react';
import { CheckCircleIcon, GiftIcon, MessageIcon, ShieldCheckIcon, StarIcon, UsersIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { FeatureGrid, FeatureCard, FeatureHeading, FeatureIcon, FeatureText } from '../../../components/Feature/Feature';

const REASONS = [
  {
    title: 'Verified Quality Notes',
    text: 'Every note is checked before it is published, so you study from material you can trust.',
    icon: ShieldCheckIcon,
    palette: 'brand',
  },
  {
    title: 'Free Downloads',
    text: 'No paywalls and no subscriptions: sign in and download any approved note for free.',
    icon: GiftIcon,
    palette: 'teal',
  },
  {
    title: 'Peer Reviews',
    text: 'Likes and comments from fellow students bring the most helpful notes to the top.',
    icon: StarIcon,
    palette: 'orange',
  },
  {
    title: 'Admin Approval',
    text: 'A moderation team keeps spam, duplicates and low-quality uploads out of the library.',
    icon: CheckCircleIcon,
    palette: 'green',
  },
  {
    title: 'User Interactions',
    text: 'Like notes, leave comments, copy a share link or save notes to your dashboard for later.',
    icon: MessageIcon,
    palette: 'pink',
  },
  {
    title: 'Collaborative Learning',
    text: 'Students from many colleges and courses build one shared library, together.',
    icon: UsersIcon,
    palette: 'cyan',
  },
] as const;

export function WhyUse() {
  return (
    <Section
      eyebrow="Why students choose us"
      title="Why Use CampusNotes"
      subtitle="Everything you need to learn from your peers, and nothing that gets in the way."
      bg="bg.panel"
    >
      <FeatureGrid columns={{ base: 1, md: 2, lg: 3 }}>
        {REASONS.map((reason) => (
          <FeatureCard key={reason.title} transition="border-color 0.2s ease, background 0.2s ease" _hover={{ borderColor: 'brand.muted', bg: 'bg.panel' }}>
            <HStack gap="4">
              <FeatureIcon icon={reason.icon} size="md" palette={reason.palette} flexShrink={0} />
              <FeatureHeading>{reason.title}</FeatureHeading>
            </HStack>
            <FeatureText>{reason.text}</FeatureText>
          </FeatureCard>
        ))}
      </FeatureGrid>
    </Section>
  );
}
