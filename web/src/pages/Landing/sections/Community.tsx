import { Box, HStack, Text } from '@chakra-ui/react';
import { CommunityFigures, type FigureKey } from '../../../components/CommunityFigures/CommunityFigures';
import { TargetIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { formatInteger } from '../../../app/format';
import { STUDENT_GOAL } from '../../../app/site';

const FIGURES: readonly FigureKey[] = ['notesShared', 'students', 'colleges', 'likes'];

export function Community() {
  return (
    <Section
      eyebrow="Live from the library"
      title="Our Growing Community"
      subtitle="Real numbers from CampusNotes, updated as students share and learn."
      inverted
      position="relative"
      overflow="hidden"
      bgImage="linear-gradient(135deg, var(--chakra-colors-brand-950), var(--chakra-colors-brand-800) 55%, var(--chakra-colors-teal-700))"
    >
      <CommunityFigures figures={FIGURES} inverted />
      <Box mt={{ base: '10', md: '12' }} display="flex" justifyContent="center">
        <HStack gap="3" px="5" py="3" rounded="full" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" color="white">
          <TargetIcon color="teal.200" boxSize="5" />
          <Text fontWeight="600">Our goal: {formatInteger(STUDENT_GOAL)}+ students</Text>
        </HStack>
      </Box>
    </Section>
  );
}
