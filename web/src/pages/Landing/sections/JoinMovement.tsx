import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { useUploadTarget } from '../../../hooks/useUploadTarget';
import { BrandPanel, BrandRing, PageBand } from '../../../components/Section/Section';

export function JoinMovement() {
  const uploadTarget = useUploadTarget();
  return (
    <PageBand labelledBy="join-heading" bg="bg.panel" py={{ base: '16', md: '20' }}>
      <BrandPanel
        position="relative"
        overflow="hidden"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
        gap="8"
        px={{ base: '7', md: '14' }}
        bgGradient="to-r"
      >
        <BrandRing right="-16" top="-16" boxSize="64" borderWidth="40px" />
        <Stack gap="3" maxW="2xl" position="relative">
          <Heading id="join-heading" as="h2" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="800" letterSpacing="-0.025em">
            Join the Movement!
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" lineHeight="1.7">
            Your notes could be the reason someone passes their exam. Share what you have learned and help build the largest student-made library of notes.
          </Text>
        </Stack>
        <Button asChild size="xl" rounded="full" px="8" bg="bg.panel" color="brand.fg" flexShrink={0} position="relative" _hover={{ bg: 'brand.subtle' }}>
          <RouterLink to={uploadTarget}>
            Start Sharing <ArrowRightIcon />
          </RouterLink>
        </Button>
      </BrandPanel>
    </PageBand>
  );
}
