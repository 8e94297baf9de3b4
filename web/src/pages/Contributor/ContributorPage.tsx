import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { contributorPath, subjectPath } from '@domain/discovery';
import { withApollo } from '../../app/ApolloIsland';
import { formatInteger } from '../../app/format';
import { DiscoveryHead } from '../../components/discovery/DiscoveryHead';
import { DiscoveryNotes, NameCountLinks } from '../../components/discovery/DiscoveryNotes';
import { DiscoveryPageFallback, DiscoveryPageFrame } from '../../components/discovery/DiscoveryPageFrame';
import { useDiscoveryPage } from '../../components/discovery/useDiscoveryPage';
import { cardSurface } from '../../components/card-surface';
import { Eyebrow, PageTitle } from '../../components/Section/Section';
import { PublicStudyLists } from '../../components/study-lists/PublicStudyLists';
import { UserAvatar } from '../../components/UserAvatar/UserAvatar';
import { ContributorPageDocument } from '../../graphql/__generated__/graphql';

/** A contributor (/u/:username): their approved notes and the likes and downloads they received. */
function ContributorPage() {
  const { username = '' } = useParams();
  const { page, notFound, error, refetch, notesProps } = useDiscoveryPage(ContributorPageDocument, 'contributor', { username });
  if (!page) return <DiscoveryPageFallback notFound={notFound} error={error} refetch={refetch} />;
  const name = page.user.username;
  const description = `${name} shared ${page.noteCount} ${page.noteCount === 1 ? 'note' : 'notes'} on CampusNotes, liked ${page.likesReceived} times and downloaded ${page.downloadsReceived} times.`;
  const figures = [
    { label: 'Notes', value: page.noteCount },
    { label: 'Likes received', value: page.likesReceived },
    { label: 'Downloads', value: page.downloadsReceived },
  ];
  return (
    <DiscoveryPageFrame>
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
                {formatInteger(f.value)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {f.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <NameCountLinks title="Subjects" items={page.subjects} hrefOf={subjectPath} />
        <PublicStudyLists username={name} />
        <DiscoveryNotes {...notesProps(page)} />
      </Stack>
    </DiscoveryPageFrame>
  );
}

export default withApollo(ContributorPage);
