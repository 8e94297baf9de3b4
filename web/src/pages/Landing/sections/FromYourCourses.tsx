import { Button, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { Section } from '../../../components/Section/Section';
import { NoteCard } from '../../../components/notes/NoteCard';
import { NOTE_GRID_COLUMNS } from '../../../components/notes/NoteCardSkeleton';
import { FromYourCoursesDocument } from '../../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../../hooks/useCurrentUser';

export const FROM_YOUR_COURSES_SIZE = 6;

/**
 * The latest approved notes in the courses and subjects the student follows. Nothing at all
 * for visitors (no query), and nothing for students who follow nothing (or whose courses have
 * no notes yet): the landing page stays as it was.
 */
export function FromYourCourses() {
  const { isSignedIn } = useCurrentUser();
  const { data } = useQuery(FromYourCoursesDocument, { variables: { first: FROM_YOUR_COURSES_SIZE }, skip: !isSignedIn });
  const edges = data?.fromYourCourses.edges ?? [];
  if (!isSignedIn || !edges.length) return null;
  return (
    <Section eyebrow="Following" title="From your courses" subtitle="The newest notes in the courses and subjects you follow." data-testid="from-your-courses">
      <SimpleGrid columns={NOTE_GRID_COLUMNS} gap="6" as="ul" listStyleType="none" aria-label="From your courses">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <NoteCard note={node} />
          </li>
        ))}
      </SimpleGrid>
      {data!.fromYourCourses.totalCount > edges.length ? (
        <Button asChild variant="outline" colorPalette="brand" rounded="full" mt="8" mx="auto" display="flex" w="fit-content">
          <RouterLink to="/profile?tab=following">Your courses and subjects</RouterLink>
        </Button>
      ) : null}
    </Section>
  );
}
