import { useEffect } from 'react';
import { Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { type CombinedGraphQLErrors, NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@domain/constants';
import { collegePath, collegeSubjectPath, subjectPath } from '@domain/discovery';
import { withApollo } from '../../app/ApolloIsland';
import { DiscoveryHead } from '../../components/discovery/DiscoveryHead';
import { DiscoveryNotes, NameCountLinks, usePageListParams } from '../../components/discovery/DiscoveryNotes';
import { NoteGridSkeleton } from '../../components/notes/NoteCardSkeleton';
import { TryAgainButton } from '../../components/notes/TryAgainButton';
import { Eyebrow, LeadText, PageTitle } from '../../components/Section/Section';
import { NoteCollectionPageDocument } from '../../graphql/__generated__/graphql';
import { FollowFilterToggle } from '../Browse/FollowFilterToggle';
import NotFoundPage from '../NotFound/NotFoundPage';

const isNotFound = (error: unknown) => ((error as CombinedGraphQLErrors | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * A college (/colleges/:collegeSlug), a subject across colleges (/subjects/:subjectSlug) or a
 * subject at one college (/colleges/:collegeSlug/:subjectSlug): its public notes in the order and
 * semester the URL asks for, the subjects, colleges and programmes it spans, and Follow for a subject.
 */
function CollectionPage() {
  const { collegeSlug = null, subjectSlug = null } = useParams();
  const { variables } = usePageListParams();
  const queryVariables = { collegeSlug, subjectSlug, first: PAGE_SIZE_DEFAULT, ...variables };
  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(NoteCollectionPageDocument, {
    variables: queryVariables,
    notifyOnNetworkStatusChange: true,
  });
  const notFound = isNotFound(error);
  const client = useApolloClient();
  // Errors are not cached: the browser's hydration reads the server's "not found" as null.
  if (notFound && typeof window === 'undefined')
    client.cache.writeQuery({ query: NoteCollectionPageDocument, variables: queryVariables, data: { noteCollection: null } });
  useEffect(() => {
    if (error && !notFound) console.error('Could not load the page', error);
  }, [error, notFound]);

  const page = (data ?? previousData)?.noteCollection;
  if ((data && !data.noteCollection) || notFound) return <NotFoundPage />;
  if (!page) {
    return (
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        {error ? <TryAgainButton refetch={refetch} colorPalette="brand" /> : <NoteGridSkeleton />}
      </Container>
    );
  }

  const { college, subject } = page;
  const title = college && subject ? `${subject.name} at ${college.name}` : (college ?? subject)!.name;
  const path = college && subject ? collegeSubjectPath(college.slug, subject.slug) : college ? collegePath(college.slug) : subjectPath(subject!.slug);
  const kind = college && subject ? 'Course notes' : college ? 'College' : 'Subject';
  const description =
    college && subject
      ? `${page.noteCount} ${subject.name} notes shared by students of ${college.name}: lecture notes, assignments and exam preparation, free on CampusNotes.`
      : college
        ? `${page.noteCount} notes from ${college.name} across ${page.subjects.length} subjects, shared by its students, free on CampusNotes.`
        : `${page.noteCount} ${subject!.name} notes from ${page.colleges.length} colleges, shared by students, free on CampusNotes.`;

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <DiscoveryHead title={title} description={description} path={path} type="CollectionPage" items={page.notes.edges.map((e) => e.node)} />
      <Stack gap={{ base: '6', md: '8' }}>
        <nav aria-label="Breadcrumb">
          <HStack as="ol" listStyleType="none" gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <li>
              <Link asChild color="brand.fg">
                <RouterLink to="/browse">Notes</RouterLink>
              </Link>
            </li>
            {college ? (
              <li>
                /{' '}
                {subject ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={collegePath(college.slug)}>{college.name}</RouterLink>
                  </Link>
                ) : (
                  <span aria-current="page">{college.name}</span>
                )}
              </li>
            ) : null}
            {subject ? (
              <li>
                / <span aria-current="page">{subject.name}</span>
              </li>
            ) : null}
          </HStack>
        </nav>
        <Stack gap="3">
          <Eyebrow>{kind}</Eyebrow>
          <PageTitle fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" wordBreak="break-word">
            {title}
          </PageTitle>
          <LeadText>{description}</LeadText>
          {subject ? <FollowFilterToggle course="" subject={subject.name} /> : null}
          {college && subject ? (
            <Text fontSize="sm" color="fg.muted">
              Also:{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={subjectPath(subject.slug)}>{subject.name} at every college</RouterLink>
              </Link>
            </Text>
          ) : null}
        </Stack>
        <NameCountLinks title="Subjects" items={page.subjects} hrefOf={college ? (slug) => collegeSubjectPath(college.slug, slug) : undefined} />
        <NameCountLinks title="Colleges" items={page.colleges} hrefOf={subject ? (slug) => collegeSubjectPath(slug, subject.slug) : undefined} />
        <NameCountLinks title="Programmes" items={page.programmes} />
        <DiscoveryNotes
          semesters={page.semesters}
          notes={page.notes}
          refreshing={!data && Boolean(previousData)}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
          onLoadMore={() =>
            void fetchMore({ variables: { after: page.notes.pageInfo.endCursor } }).catch((e: unknown) => console.error('Could not load more notes', e))
          }
        />
      </Stack>
    </Container>
  );
}

export default withApollo(CollectionPage);
