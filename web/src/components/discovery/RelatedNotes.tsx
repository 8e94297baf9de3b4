import { useEffect, useRef, useState } from 'react';
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { NoteCard } from '../notes/NoteCard';
import { NOTE_GRID_COLUMNS } from '../notes/NoteCardSkeleton';
import { RelatedNotesDocument, type NoteCardFragment } from '../../graphql/__generated__/graphql';

/**
 * On a note's page: the same subject at other colleges, and the notes whose text is most like it.
 * Up to twelve cards below the comments: drawn once the reader scrolls near them, not by the
 * server, so the page's hydration (on a phone, most of its main-thread time) does not pay for them.
 */
export function RelatedNotes({ noteId, subject }: { noteId: string; subject: string }) {
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={marker} data-testid="related-notes-marker" />;
  return <RelatedNotesList noteId={noteId} subject={subject} />;
}

function RelatedNotesList({ noteId, subject }: { noteId: string; subject: string }) {
  const { data } = useQuery(RelatedNotesDocument, { variables: { id: noteId } });
  const related = data?.note?.related;
  if (!related) return null;
  // A note listed in both shows once, under "same subject".
  const shown = new Set(related.sameSubject.map((n) => n.id));
  const similar = related.similar.filter((n) => !shown.has(n.id));
  return (
    <Stack gap="8" data-testid="related-notes">
      <Group title={`${subject} at other colleges`} notes={related.sameSubject} />
      <Group title="Similar notes" notes={similar} />
    </Stack>
  );
}

function Group({ title, notes }: { title: string; notes: readonly NoteCardFragment[] }) {
  if (notes.length === 0) return null;
  return (
    <Stack gap="4" as="section" aria-label={title}>
      <Heading as="h2" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="700">
        {title}
      </Heading>
      <SimpleGrid columns={NOTE_GRID_COLUMNS} gap={{ base: '4', md: '6' }}>
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
