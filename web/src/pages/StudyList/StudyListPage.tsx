import { Badge, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { withApollo } from '../../app/ApolloIsland';
import { useRenderedState } from '../../app/rendered-page';
import { SITE_NAME } from '../../app/site';
import { NoteCard } from '../../components/notes/NoteCard';
import { NOTE_GRID_COLUMNS } from '../../components/notes/NoteCardSkeleton';
import { Eyebrow, IntroBand, LeadText, PageBand, PageTitle } from '../../components/Section/Section';
import { PrivateIcon, PublicIcon } from '../../components/study-lists/icons';
import { StudyListPageDocument } from '../../graphql/__generated__/graphql';
import NotFoundPage from '../NotFound/NotFoundPage';

/**
 * A study list at its shareable address (/lists/:listId), drawn on the server and hydrated: its
 * name, whose it is and its notes in the owner's order. A private list is not found to anyone
 * but its owner, with the same 404 as an unknown one.
 */
function StudyListPage() {
  const { listId = '' } = useParams();
  const { data, error } = useQuery(StudyListPageDocument, { variables: { id: listId } });
  const publicUrl = useRenderedState()?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const list = data?.studyList;

  if (data && !list) return <NotFoundPage />;
  if (!list) {
    return (
      <IntroBand labelledBy="study-list-title" py={{ base: '10', md: '16' }}>
        <title>{`Study list · ${SITE_NAME}`}</title>
        <PageTitle id="study-list-title" fontSize={{ base: '3xl', md: '4xl' }}>
          Study list
        </PageTitle>
        <LeadText role={error ? 'alert' : 'status'}>{error ? 'This list could not be loaded. Please try again.' : 'Loading the list...'}</LeadText>
      </IntroBand>
    );
  }

  const owner = list.owner?.username ?? 'a student';
  const summary = `${list.noteCount === 1 ? '1 note' : `${list.noteCount} notes`} collected by ${owner} on ${SITE_NAME}.`;
  const url = `${publicUrl}/lists/${list.id}`;
  return (
    <>
      <title>{`${list.name} · study list by ${owner} · ${SITE_NAME}`}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      {/* A private list (seen by its owner only) is kept out of search engines. */}
      {list.isPublic ? null : <meta name="robots" content="noindex" />}
      <meta property="og:title" content={list.name} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <IntroBand labelledBy="study-list-title" pt={{ base: '10', md: '16' }} pb={{ base: '6', md: '10' }}>
        <Stack gap="3">
          <Eyebrow>Study list</Eyebrow>
          <PageTitle id="study-list-title" fontSize={{ base: '3xl', md: '5xl' }} data-testid="study-list-title">
            {list.name}
          </PageTitle>
          <HStack gap="3" wrap="wrap">
            <LeadText>
              {list.noteCount === 1 ? '1 note' : `${list.noteCount} notes`} collected by{' '}
              {list.owner ? (
                <Link asChild color="brand.fg" fontWeight="600">
                  <RouterLink to={`/u/${encodeURIComponent(list.owner.username)}`}>{owner}</RouterLink>
                </Link>
              ) : (
                owner
              )}{' '}
              on {SITE_NAME}.
            </LeadText>
            <Badge variant="subtle" rounded="full" colorPalette={list.isPublic ? 'teal' : 'gray'}>
              {list.isPublic ? <PublicIcon /> : <PrivateIcon />} {list.isPublic ? 'Public' : 'Private: only you can see it'}
            </Badge>
          </HStack>
        </Stack>
      </IntroBand>
      <PageBand labelledBy="study-list-title" pb={{ base: '12', md: '20' }}>
        {list.notes.edges.length === 0 ? (
          <Text color="fg.muted">This list has no notes yet.</Text>
        ) : (
          <SimpleGrid
            as="ol"
            columns={NOTE_GRID_COLUMNS}
            gap={{ base: '4', md: '6' }}
            listStyleType="none"
            aria-label={`Notes of ${list.name}`}
            data-testid="study-list-notes"
          >
            {list.notes.edges.map(({ node }, index) => (
              <li key={node.id}>
                <NoteCard note={node} index={index} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PageBand>
    </>
  );
}

export default withApollo(StudyListPage);
