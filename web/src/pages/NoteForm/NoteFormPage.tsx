import type { ReactNode } from 'react';
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { FormAlert } from '../../components/account/FormAlert';
import { NoteForm } from '../../components/note-form/NoteForm';
import { PageFallback } from '../../components/PageFallback/PageFallback';
import { NoteForEditDocument } from '../../graphql/__generated__/graphql';
import { withApollo } from '../../app/ApolloIsland';

/** One form for create and update (spec): the update wording appears when updateId is present. */
function NoteFormPage() {
  const { updateId } = useParams();
  if (!updateId) {
    return (
      <NoteFormLayout
        title="Share Your Knowledge"
        subtitle="Upload your notes to help fellow students. Every upload is reviewed by an admin before it goes live."
      >
        <NoteForm />
      </NoteFormLayout>
    );
  }
  // Keyed by id: another note starts from a fresh form.
  return <UpdateNote key={updateId} id={updateId} />;
}

function UpdateNote({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(NoteForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const note = data?.note;

  let body: ReactNode;
  if (loading && !note) body = <PageFallback />;
  else if (error && !note) {
    body = (
      <Stack gap="3" align="flex-start">
        <FormAlert status="error">We couldn&apos;t load this note. Please try again.</FormAlert>
        <Button size="sm" variant="outline" rounded="full" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  } else if (!note) {
    body = <Missing message="This note does not exist or was deleted." />;
  } else if (!note.viewerCan.edit) {
    body = <Missing message="Only the person who shared this note (or an admin) can edit it." />;
  } else {
    body = (
      <Stack gap="6">
        <FormAlert status={note.approved ? 'warning' : 'info'}>
          {note.approved
            ? 'This note is approved. Changing its file, title or description sends it back for approval.'
            : 'This note is pending approval: an admin will review it.'}
        </FormAlert>
        <NoteForm note={note} />
      </Stack>
    );
  }

  return (
    <NoteFormLayout title="Update Your Notes" subtitle="Correct the details of your note or replace its document.">
      {body}
    </NoteFormLayout>
  );
}

function Missing({ message }: { message: string }) {
  return (
    <Stack gap="4" align="flex-start">
      <FormAlert status="error">{message}</FormAlert>
      <Button asChild variant="outline" colorPalette="brand" rounded="full">
        <RouterLink to="/profile?tab=uploads">Back to My Uploads</RouterLink>
      </Button>
    </Stack>
  );
}

function NoteFormLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box pb={{ base: '12', md: '20' }}>
      <title>{`${title} · CampusNotes`}</title>
      <Box bgImage="linear-gradient(180deg, var(--chakra-colors-brand-subtle), var(--chakra-colors-bg-canvas))">
        <Container maxW="3xl" px={{ base: '5', md: '8' }} pt={{ base: '10', md: '14' }} pb={{ base: '6', md: '8' }}>
          <Stack gap="3" textAlign={{ base: 'left', md: 'center' }} align={{ base: 'flex-start', md: 'center' }}>
            <Text fontSize="sm" fontWeight="700" letterSpacing="0.12em" textTransform="uppercase" color="brand.fg">
              Share notes
            </Text>
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="800" letterSpacing="-0.03em" color="fg">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="xl">
              {subtitle}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: '4', md: '8' }}>
        {children}
      </Container>
    </Box>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(NoteFormPage);
