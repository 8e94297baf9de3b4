import type { ReactNode } from 'react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon, BookOpenIcon, BuildingIcon, GraduationCapIcon, MessageIcon } from '../icons';
import type { NoteCardFragment } from '../../graphql/__generated__/graphql';
import { DownloadButton } from './DownloadButton';
import { MISSING, orMissing } from './format';
import { LayersIcon } from './icons';
import { LikeButton } from './LikeButton';
import { NoteThumbnail, thumbnailPlace } from './NoteThumbnail';
import { SearchSnippet } from './SearchSnippet';
import { cardSurface } from '../card-surface';
import { AddToListButton } from '../study-lists/AddToListButton';

interface NoteCardProps {
  note: NoteCardFragment;
  /** The matching passage when the list is a search result. */
  snippet?: string | null;
  /** Opens the note's comments next to the list (Browse's inline view). */
  onOpenComments?: (noteId: string) => void;
  /** The card's place in its list: the first cards' images load at once (see thumbnailPlace). */
  index?: number;
}

export function NoteCard({ note, snippet, onOpenComments, index }: NoteCardProps) {
  const titleId = `note-card-title-${note.id}`;
  const description = orMissing(note.description);
  return (
    <Stack
      as="article"
      data-testid="note-card"
      aria-labelledby={titleId}
      gap="4"
      p={{ base: '5', md: '6' }}
      rounded="2xl"
      {...cardSurface}
      transition="border-color 0.2s ease, box-shadow 0.2s ease"
      _hover={{ borderColor: 'brand.muted', shadow: 'lifted' }}
      h="full"
      minW="0"
    >
      <NoteThumbnail note={note} place={index === undefined ? 'later' : thumbnailPlace(index)} />

      <Stack gap="2" minW="0">
        <Heading id={titleId} as="h3" fontSize="lg" fontWeight="700" color="fg" lineHeight="1.35" lineClamp={2}>
          {orMissing(note.title)}
        </Heading>
        <Text fontSize="sm" color={description === MISSING ? 'fg.subtle' : 'fg.muted'} lineHeight="1.65" lineClamp={3} data-testid="note-card-description">
          {description}
        </Text>
      </Stack>

      {snippet ? (
        <Box bg="brand.subtle" borderLeftWidth="3px" borderColor="brand.border" rounded="md" px="3" py="2">
          <SearchSnippet snippet={snippet} lineClamp={3} />
        </Box>
      ) : null}

      <Stack as="dl" gap="1.5" fontSize="sm" flex="1">
        <MetaRow icon={<BookOpenIcon />} label="Subject" value={note.subject} />
        <MetaRow icon={<GraduationCapIcon />} label="Course" value={note.course} />
        <MetaRow icon={<BuildingIcon />} label="College" value={note.college} />
        <MetaRow icon={<LayersIcon />} label="Semester" value={note.semester} />
      </Stack>

      <Stack gap="3" pt="4" borderTopWidth="1px" borderColor="border.muted">
        <HStack gap="0.5" ml="-2.5">
          <LikeButton note={note} />
          <Button
            variant="ghost"
            size="sm"
            rounded="full"
            color="fg.muted"
            gap="1.5"
            px="2.5"
            aria-label={`${note.commentCount} ${note.commentCount === 1 ? 'comment' : 'comments'}. Open comments`}
            onClick={onOpenComments ? () => onOpenComments(note.id) : undefined}
            asChild={!onOpenComments}
          >
            {onOpenComments ? (
              <>
                <MessageIcon /> <span data-testid="comment-count">{note.commentCount}</span>
              </>
            ) : (
              <RouterLink to={`/notes/${note.id}#comments`}>
                <MessageIcon /> <span data-testid="comment-count">{note.commentCount}</span>
              </RouterLink>
            )}
          </Button>
          <AddToListButton noteId={note.id} noteTitle={note.title} variant="ghost" size="sm" rounded="full" color="fg.muted" px="2.5" ml="auto">
            List
          </AddToListButton>
        </HStack>
        <SimpleGrid columns={2} gap="2">
          <DownloadButton note={note} size="sm" variant="outline" colorPalette="brand" rounded="full" />
          <Button asChild size="sm" colorPalette="brand" rounded="full">
            <RouterLink to={`/notes/${note.id}`} aria-label={`View note: ${note.title}`}>
              View note <ArrowRightIcon />
            </RouterLink>
          </Button>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function MetaRow({ icon, label, value }: { icon: ReactNode; label: string; value: string | number | null | undefined }) {
  const text = orMissing(value);
  return (
    <HStack gap="2" align="flex-start" minW="0">
      <Box color="fg.subtle" pt="0.5" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text as="dt" color="fg.subtle" flexShrink={0}>
        {label}:
      </Text>
      <Text as="dd" color={text === MISSING ? 'fg.subtle' : 'fg'} fontWeight="500" truncate title={text}>
        {text}
      </Text>
    </HStack>
  );
}

export { NoteCardSkeleton } from './NoteCardSkeleton';
