import { VStack } from '@chakra-ui/react';
import { Eyebrow, IntroBand, LeadText, PageTitle } from '../../../components/Section/Section';

export function AboutHero() {
  return (
    <IntroBand labelledBy="about-heading" width="3xl" pt={{ base: '14', md: '20' }} pb={{ base: '6', md: '10' }}>
      <VStack gap="5" textAlign="center">
        <Eyebrow>About CampusNotes</Eyebrow>
        <PageTitle id="about-heading" fontSize={{ base: '4xl', md: '5xl' }} letterSpacing="-0.035em">
          Built by students, for students
        </PageTitle>
        <LeadText fontSize={{ base: 'lg', md: 'xl' }}>
          CampusNotes is a free library of academic notes written and shared by students across colleges and courses, reviewed by our admin team so that what
          you study from is worth your time.
        </LeadText>
      </VStack>
    </IntroBand>
  );
}
