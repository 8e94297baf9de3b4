import { HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon, BookOpenIcon, SearchIcon, UserPlusIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { FeatureGrid, FeatureHeading, FeatureIcon, FeatureText } from '../../../components/Feature/Feature';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { cardSurface } from '../../../components/card-surface';

/** In-app ways to stay involved; the product has no social accounts to link to. */
export function StayConnected() {
  const { isSignedIn } = useCurrentUser();
  const actions = [
    isSignedIn
      ? {
          to: '/profile',
          title: 'Open your dashboard',
          text: 'Manage your uploads, revisit saved notes and keep your profile up to date.',
          cta: 'Go to My Dashboard',
          icon: UserPlusIcon,
        }
      : {
          to: '/sign-up',
          title: 'Create your free account',
          text: 'Save notes for later, like and comment, and share your own notes with students across colleges.',
          cta: 'Create an account',
          icon: UserPlusIcon,
        },
    {
      to: '/browse',
      title: 'Explore the library',
      text: 'Search notes by subject, course, semester or college and find what you need in seconds.',
      cta: 'Browse notes',
      icon: SearchIcon,
    },
    {
      to: '/about',
      title: 'Get to know us',
      text: 'Read about our mission, the team behind CampusNotes and how to get in touch.',
      cta: 'About CampusNotes',
      icon: BookOpenIcon,
    },
  ];

  return (
    <Section eyebrow="Be part of it" title="Stay Connected With Us" subtitle="The best way to stay in the loop is to take part: here is where to start.">
      <FeatureGrid columns={{ base: 1, md: 3 }}>
        {actions.map((action) => (
          <LinkBox
            as="article"
            key={action.to}
            p="7"
            rounded="2xl"
            {...cardSurface}
            transition="transform 0.2s ease, border-color 0.2s ease"
            _hover={{ transform: 'translateY(-4px)', borderColor: 'brand.border' }}
          >
            <Stack gap="4" h="full">
              <FeatureIcon icon={action.icon} size="md" />
              <FeatureHeading>{action.title}</FeatureHeading>
              <FeatureText flex="1">{action.text}</FeatureText>
              <LinkOverlay asChild>
                <RouterLink to={action.to}>
                  <HStack gap="1.5" color="brand.fg" fontWeight="600">
                    <Text>{action.cta}</Text>
                    <ArrowRightIcon />
                  </HStack>
                </RouterLink>
              </LinkOverlay>
            </Stack>
          </LinkBox>
        ))}
      </FeatureGrid>
    </Section>
  );
}
