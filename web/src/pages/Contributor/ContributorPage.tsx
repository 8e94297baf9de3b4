import { useEffect } from 'react';
import { Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type CombinedGraphQLErrors, NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@domain/constants';
import { contributorPath, subjectPath } from '@domain/discovery';
import { withApollo } from '../../app/ApolloIsland';
import { DiscoveryHead } from '../../components/discovery/DiscoveryHead';
import { DiscoveryNotes, NameCountLinks, usePageListParams } from '../../components/discovery/DiscoveryNotes';
import { NoteGridSkeleton } from '../../components/notes/NoteCardSkeleton';
import { TryAgainButton } from '../../components/notes/TryAgainButton';
import { cardSurface } from '../../components/card-surface';
import { Eyebrow, PageTitle } from '../../components/Section/Section';
import { PublicStudyLists } from '../../components/study-lists/PublicStudyLists';
import { UserAvatar } from '../../components/UserAvatar/UserAvatar';
import { ContributorPageDocument } from '../../graphql/__generated__/graphql';
import NotFoundPage from '../NotFound/NotFoundPage';

const isNotFound = (error: unknown) => ((error as CombinedGraphQLErrors | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

/** A contributor (/u/:username): their approved notes and the likes and downloads they received. */
function ContributorPage() {
  const { username = '' } = useParams();
  const { variables } = usePageListParams();
  const queryVariables = { username, first: PAGE_SIZE_DEFAULT, ...variables };
  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(ContributorPageDocument, {
    variables: queryVariables,
    notifyOnNetworkStatusChange: true,
  });
  const notFound = isNotFound(error);
  const client = useApolloClient();
  if (notFound && typeof window === 'undefined')
    client.cache.writeQuery({ query: ContributorPageDocument, variables: queryVariables, data: { contributor: null } });
  useEffect(() => {
    if (error && !notFound) console.error('Could not load the page', error);
  }, [error, notFound]);

  const page = (data ?? previousData)?.contributor;
  if ((data && !data.contributor) || notFound) return <NotFoundPage />;
  if (!page) {
    return (
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        {error ? <TryAgainButton refetch={refetch} colorPalette="brand" /> : <NoteGridSkeleton />}
      </Container>
    );
  }
  const name = page.user.username;
  const description = `${name} shared ${page.noteCount} ${page.noteCount === 1 ? 'note' : 'notes'} on CampusNotes, liked ${page.likesReceived} times and downloaded ${page.downloadsReceived} times.`;
  const figures = [
    { label: 'Notes', value: page.noteCount },
    { label: 'Likes received', value: page.likesReceived },
    { label: 'Downloads', value: page.downloadsReceived },
  ];
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <DiscoveryHead
        title={`Notes by ${name}`}
        description={description}
        path={contributorPath(name)}
        type="ProfilePage"
        person={name}
        items={page.notes.edges.map((e) => e.node)}
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <HStack gap="4" align="center">
          <UserAvatar name={page.user.username} src={page.user.avatarUrl} size="lg" />
          <Stack gap="1" minW="0">
            <Eyebrow>Contributor</Eyebrow>
            <PageTitle fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" wordBreak="break-word">
              {name}
            </PageTitle>
          </Stack>
        </HStack>
        <SimpleGrid columns={3} gap={{ base: '2', md: '4' }} maxW="xl">
          {figures.map((f) => (
            <Stack key={f.label} gap="0" p={{ base: '3', md: '4' }} rounded="xl" {...cardSurface}>
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="800" color="fg">
                {f.value.toLocaleString('en-US')}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {f.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <NameCountLinks title="Subjects" items={page.subjects} hrefOf={subjectPath} />
        <PublicStudyLists username={name} />
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

export default withApollo(ContributorPage);
