import { Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckCircleIcon, TargetIcon } from '../../../components/icons';
import { cardSurface } from '../../../components/card-surface';
import { Eyebrow, PageBand } from '../../../components/Section/Section';
import { IconBadge } from '../../../components/IconBadge/IconBadge';

const PRINCIPLES = [
  'Good notes should never sit unused in one notebook.',
  'Every student deserves a way to catch up on a missed lecture.',
  'Quality matters: every upload is reviewed before it is published.',
  'Knowledge shared is free to everyone, always.',
];

export function Mission() {
  return (
    <PageBand labelledBy="mission-heading" py={{ base: '12', md: '16' }}>
      <Grid
        templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }}
        gap={{ base: '8', lg: '14' }}
        alignItems="center"
        {...cardSurface}
        rounded="3xl"
        p={{ base: '7', md: '12' }}
      >
        <Stack gap="5">
          <HStack gap="3" color="brand.fg">
            <IconBadge boxSize="11" rounded="xl">
              <TargetIcon boxSize="5" />
            </IconBadge>
            <Eyebrow>Our Mission</Eyebrow>
          </HStack>
          <Heading id="mission-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.025em" lineHeight="1.2">
            Make quality study material easy to share and easy to find
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
            Students write excellent notes every day, and most of them are never seen again after the exam. CampusNotes gives those notes a home: contributors
            upload them once, our admins check them, and students everywhere can search, download and discuss them for free.
          </Text>
        </Stack>
        <Stack as="ul" gap="4" listStyleType="none" bg="bg.canvas" rounded="2xl" p={{ base: '6', md: '8' }}>
          {PRINCIPLES.map((principle) => (
            <HStack as="li" key={principle} gap="3" align="flex-start">
              <CheckCircleIcon boxSize="5" color="teal.fg" mt="0.5" />
              <Text color="fg.muted" lineHeight="1.6">
                {principle}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Grid>
    </PageBand>
  );
}
