import { Button, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { withApollo } from '../../../app/ApolloIsland';
import { Section } from '../../../components/Section/Section';
import { NoteCard } from '../../../components/notes/NoteCard';
import { NOTE_GRID_COLUMNS } from '../../../components/notes/NoteCardSkeleton';
import { FromYourCoursesDocument } from '../../../graphql/__generated__/graphql';
import { FROM_YOUR_COURSES_SIZE } from './FromYourCourses';

/** The signed-in part of FromYourCourses: the query and the note cards, with Apollo. */
function FromYourCoursesList() {
  const { data } = useQuery(FromYourCoursesDocument, { variables: { first: FROM_YOUR_COURSES_SIZE } });
  const edges = data?.fromYourCourses.edges ?? [];
  if (!edges.length) return null;
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

export default withApollo(FromYourCoursesList);
