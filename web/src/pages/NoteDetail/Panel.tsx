import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { sideCard } from './note-cards';

/** A titled white card of the note page's side column. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `panel-${title.toLowerCase()}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" {...sideCard}>
      <Heading id={headingId} as="h2" fontSize="md" fontWeight="800" color="fg" letterSpacing="-0.01em">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
