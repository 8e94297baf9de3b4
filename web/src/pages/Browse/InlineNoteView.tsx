import { Badge, Box, Button, Drawer, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { CommentsSection } from '../../components/notes/comments/CommentsSection';
import { MISSING, orMissing } from '../../components/notes/format';
import { ArrowLeftIcon } from '../../components/notes/icons';
import { TryAgainButton } from '../../components/notes/TryAgainButton';
import { NoteCommentsDocument } from '../../graphql/__generated__/graphql';

/** The view is named by whichever heading its body shows (the note's title once loaded). */
const TITLE_ID = 'inline-note-title';

interface InlineNoteViewProps {
  /** The note in ?note=, or null when the view is closed. */
  noteId: string | null;
  onClose: () => void;
}

/** The spec's inline note view: the note's comments beside the list, without leaving Browse. */
export function InlineNoteView({ noteId, onClose }: InlineNoteViewProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={noteId !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="inline-note-view" aria-labelledby={TITLE_ID}>
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3">
              <Button variant="ghost" size="sm" rounded="full" ms="-2" onClick={onClose}>
                <ArrowLeftIcon /> Back to Notes
              </Button>
            </Drawer.Header>
            <Drawer.Body py="6">{noteId ? <InlineNoteBody noteId={noteId} /> : null}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function InlineNoteBody({ noteId }: { noteId: string }) {
  const { data, error, refetch } = useQuery(NoteCommentsDocument, { variables: { id: noteId }, fetchPolicy: 'cache-and-network' });
  const note = data?.note;

  if (!data && error) {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Heading id={TITLE_ID} as="h2" fontSize="xl" fontWeight="800">
          Something went wrong
        </Heading>
        <Text color="fg.muted">We couldn't load this note's comments. Please try again later.</Text>
        <TryAgainButton refetch={refetch} size="sm" />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack gap="4" role="status" aria-label="Loading note">
        <Skeleton h="7" w="80%" />
        <Skeleton h="4" w="50%" />
        <Skeleton h="20" w="full" />
      </Stack>
    );
  }
  if (!note) {
    return (
      <Stack gap="2">
        <Heading id={TITLE_ID} as="h2" fontSize="xl" fontWeight="800">
          Note not found
        </Heading>
        <Text color="fg.muted">This note does not exist or is not public yet.</Text>
      </Stack>
    );
  }

  const description = orMissing(note.description);
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Heading id={TITLE_ID} as="h2" fontSize="2xl" fontWeight="800" color="fg" lineHeight="1.25" letterSpacing="-0.02em">
          {note.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge variant="surface" colorPalette="brand" rounded="full" px="2.5">
            {orMissing(note.subject)}
          </Badge>
          <Badge variant="surface" colorPalette="teal" rounded="full" px="2.5">
            Semester {orMissing(note.semester)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {orMissing(note.course)} · {orMissing(note.college)}
        </Text>
        <Text color={description === MISSING ? 'fg.subtle' : 'fg.muted'} lineHeight="1.7" whiteSpace="pre-line">
          {description}
        </Text>
        <Box>
          <Button asChild size="sm" variant="outline" colorPalette="brand" rounded="full">
            <RouterLink to={`/notes/${note.id}`}>
              Open full details <ArrowRightIcon />
            </RouterLink>
          </Button>
        </Box>
      </Stack>
      <CommentsSection noteId={note.id} page={note.comments} commentCount={note.commentCount} headingAs="h3" />
    </Stack>
  );
}
