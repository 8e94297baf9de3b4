import { Box, Button, Container, Flex, HStack, Span, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CheckCircleIcon, SearchIcon, SparklesIcon, UploadIcon } from '../../../components/icons';
import { fileTypesLabel } from '../../../app/site';
import { useUploadTarget } from '../../../hooks/useUploadTarget';
import { LeadText, PageTitle } from '../../../components/Section/Section';
import { HeroPreview } from './HeroPreview';
import { stackOnPhones } from '../../../components/card-surface';

const TRUST_POINTS = ['Admin-approved uploads', 'Free downloads', fileTypesLabel('&')];

export function Hero() {
  const uploadTarget = useUploadTarget();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      // Literal stops: Chakra's gradientVia travels by inherited CSS variables into nested gradients.
      bgImage="linear-gradient(180deg, var(--chakra-colors-brand-subtle), var(--chakra-colors-bg-panel) 55%, var(--chakra-colors-bg-canvas))"
    >
      <Decoration />
      <Container maxW="6xl" px={{ base: '5', md: '8' }} py={{ base: '14', md: '24' }} position="relative">
        <Flex align="center" gap={{ base: '12', lg: '16' }} direction={{ base: 'column', lg: 'row' }}>
          <Stack gap={{ base: '6', md: '7' }} flex="1.1" textAlign={{ base: 'center', lg: 'left' }} align={{ base: 'center', lg: 'flex-start' }}>
            <HStack
              gap="2"
              px="3.5"
              py="1.5"
              rounded="full"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="brand.muted"
              shadow="xs"
              fontSize="sm"
              fontWeight="600"
              color="brand.fg"
            >
              <SparklesIcon color="teal.fg" />
              <Text>Free, verified, student-driven</Text>
            </HStack>
            <PageTitle id="hero-heading" fontSize={{ base: '4xl', sm: '5xl', md: '6xl' }} lineHeight={{ base: '1.12', md: '1.05' }} letterSpacing="-0.035em">
              Share & Discover{' '}
              <Span bgGradient="to-r" gradientFrom="brand.fg" gradientTo="teal.fg" bgClip="text" color="transparent">
                Academic Notes
              </Span>{' '}
              Easily!
            </PageTitle>
            <LeadText fontSize={{ base: 'lg', md: 'xl' }} maxW="xl">
              Upload your lecture notes, find quality material from students across colleges and courses, and study smarter together. Every upload is reviewed
              before it goes live.
            </LeadText>
            <Stack {...stackOnPhones} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild size="xl" colorPalette="brand" rounded="full" px="7" shadow="lifted">
                <RouterLink to={uploadTarget}>
                  <UploadIcon /> Upload Notes
                </RouterLink>
              </Button>
              <Button asChild size="xl" variant="outline" colorPalette="brand" bg="bg.panel" rounded="full" px="7">
                <RouterLink to="/browse">
                  <SearchIcon /> Browse Notes
                </RouterLink>
              </Button>
            </Stack>
            <Stack as="ul" {...stackOnPhones} gap={{ base: '2', sm: '5' }} listStyleType="none" fontSize="sm" color="fg.muted">
              {TRUST_POINTS.map((point) => (
                <HStack as="li" key={point} gap="1.5">
                  <CheckCircleIcon color="teal.fg" />
                  <Text>{point}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
          <Box flex="1" w="full" maxW={{ base: 'md', lg: 'none' }} display={{ base: 'none', md: 'block' }}>
            <HeroPreview />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

/** Soft colour blobs behind the hero. */
function Decoration() {
  return (
    <Box aria-hidden="true" position="absolute" inset="0" pointerEvents="none">
      <Box position="absolute" top="-32" right="-24" boxSize="96" rounded="full" bg="brand.emphasized" opacity="0.45" filter="blur(80px)" />
      <Box position="absolute" bottom="-40" left="-24" boxSize="96" rounded="full" bg="teal.muted" opacity="0.35" filter="blur(90px)" />
    </Box>
  );
}
