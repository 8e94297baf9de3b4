import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { Eyebrow, IntroBand, LeadText, PageTitle } from '../../components/Section/Section';

/** The page's heading block; the search box (or its placeholder while the page loads) goes in. */
export function BrowseHero({ children }: { children: ReactNode }) {
  return (
    <IntroBand labelledBy="browse-heading" pt={{ base: '10', md: '16' }} pb={{ base: '6', md: '8' }}>
      <Stack gap={{ base: '5', md: '6' }} align="center" textAlign="center" maxW="3xl" mx="auto">
        <Eyebrow>Browse notes</Eyebrow>
        <PageTitle id="browse-heading" fontSize={{ base: '3xl', md: '5xl' }}>
          Explore Shared Notes
        </PageTitle>
        <LeadText textWrap="balance">
          Approved notes from students across colleges and courses. Search inside the documents, or narrow the list by subject, course, semester and college.
        </LeadText>
        {children}
      </Stack>
    </IntroBand>
  );
}
