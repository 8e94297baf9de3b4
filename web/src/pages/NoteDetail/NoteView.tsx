import { Badge, Box, Container, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { BookOpenIcon, CheckCircleIcon, ClockIcon, GraduationCapIcon } from '../../components/icons';
import { NoteCommunityBar } from '../../components/community/NoteCommunityBar';
import { CommentsSection } from '../../components/notes/comments/CommentsSection';
import { orMissing } from '../../components/notes/format';
import { NoteDate } from '../../components/notes/ReaderDate';
import { CalendarIcon } from '../../components/notes/icons';
import { NotePreviewPanel } from '../../components/notes/preview/NotePreviewPanel';
import type { NoteDetailFragment } from '../../graphql/__generated__/graphql';
import { DetailsPanel } from './DetailsPanel';
import { NoteHead } from './NoteHead';
import { Panel } from './Panel';
import { NoteActions } from './NoteActions';
import { BackToNotes } from './NoteDetailStates';
import { NoteBreadcrumbs } from '../../components/discovery/NoteBreadcrumbs';
import { RelatedNotes } from '../../components/discovery/RelatedNotes';
import { OwnerActions } from './OwnerActions';
import { StatisticsPanel } from './StatisticsPanel';
import { brandGradient, cardSurface } from '../../components/card-surface';
import { mainCard } from './note-cards';
import { PageTitle } from '../../components/Section/Section';
import { OfflineCopyMark } from '../../offline/OfflineCopyMark';
import { PendingActions } from '../../offline/PendingActions';

interface NoteViewProps {
  note: NoteDetailFragment;
  isSignedIn: boolean;
  /** Drawn from the saved note's offline copy (the network is not answering). */
  fromOfflineCopy?: boolean;
}

/**
 * Memoized: the page above it renders again right after hydration for reasons that do not change
 * what it shows (the offline copy's first read from IndexedDB, `checked` turning true), which
 * re-rendered the whole note in one task on a phone; with the same note it now stops here.
 */
export const NoteView = memo(function NoteView({ note, isSignedIn, fromOfflineCopy = false }: NoteViewProps) {
  const description = note.description.trim();
  const { hash } = useLocation();
  useScrollToHash(hash);
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <NoteHead note={note} />
      <Stack gap={{ base: '5', md: '8' }}>
        <>
          <NoteBreadcrumbs note={note} />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <BackToNotes />
            <OfflineCopyMark noteId={note.id} fromCopy={fromOfflineCopy} />
            <OwnerActions noteId={note.id} title={note.title} canEdit={note.viewerCan.edit} canDelete={note.viewerCan.delete} />
          </Flex>

          <Stack as="article" aria-labelledby="note-title" gap={{ base: '5', md: '6' }} {...mainCard} position="relative" overflow="hidden">
            <Box position="absolute" insetX="0" top="0" h="1.5" {...brandGradient} bgGradient="to-r" aria-hidden="true" />
            <Stack gap="3">
              <Box>
                {note.approved ? (
                  <Badge colorPalette="green" variant="subtle" rounded="full" px="3" py="1" gap="1.5">
                    <CheckCircleIcon /> Approved by Admin
                  </Badge>
                ) : (
                  <Badge colorPalette="orange" variant="subtle" rounded="full" px="3" py="1" gap="1.5">
                    <ClockIcon /> Pending Approval
                  </Badge>
                )}
              </Box>
              <PageTitle id="note-title" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" letterSpacing="-0.025em" wordBreak="break-word">
                {note.title}
              </PageTitle>
              <HStack gap={{ base: '2', md: '3' }} wrap="wrap" fontSize="sm" color="fg.muted">
                <FactBadge icon={<BookOpenIcon />} colorPalette="brand" value={note.subject} />
                <FactBadge icon={<GraduationCapIcon />} colorPalette="teal" value={note.course} />
                <HStack gap="1.5">
                  <CalendarIcon color="fg.subtle" />
                  <Text as="span">
                    {/* A pending note is not shared yet: it waits for an admin. */}
                    {note.approved ? 'Shared on' : 'Submitted on'}{' '}
                    <time dateTime={note.createdAt}>
                      <NoteDate iso={note.createdAt} />
                    </time>
                    {note.approved ? null : ' · awaiting review'}
                  </Text>
                </HStack>
              </HStack>
              <NoteCommunityBar note={note} />
            </Stack>
            <Text color={description ? 'fg.muted' : 'fg.subtle'} fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75" whiteSpace="pre-line" maxW="4xl">
              {description || 'No description provided'}
            </Text>
            <NoteActions note={note} isSignedIn={isSignedIn} />
            <PendingActions noteId={note.id} />
          </Stack>

          <BelowTheFold>
            <Box p={{ base: '4', md: '8' }} rounded="2xl" {...cardSurface}>
              <NotePreviewPanel note={note} isSignedIn={isSignedIn} />
            </Box>
          </BelowTheFold>
        </>

        <BelowTheFold>
          <Grid
            templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
            templateAreas={{ base: '"aside" "main"', lg: '"main aside"' }}
            gap={{ base: '5', md: '8' }}
            alignItems="start"
          >
            <Stack gridArea="aside" gap={{ base: '5', md: '6' }} as="aside" aria-label="About this note">
              <StatisticsPanel note={note} isSignedIn={isSignedIn} />
              <DetailsPanel note={note} />
              {note.excerpt ? (
                <Panel title="Excerpt">
                  <Text color="fg.muted" fontSize="sm" lineHeight="1.7" lineClamp={8}>
                    {note.excerpt}
                  </Text>
                </Panel>
              ) : null}
            </Stack>
            <Box id="comments" gridArea="main" {...mainCard} scrollMarginTop="24">
              <CommentsSection noteId={note.id} page={note.comments} commentCount={note.commentCount} />
            </Box>
          </Grid>
        </BelowTheFold>
        {note.approved ? <RelatedNotes noteId={note.id} subject={note.subject} /> : null}
      </Stack>
    </Container>
  );
});

/**
 * A link to a part of the note (`#comments` from a card, a notification or a report) scrolls to
 * it: React Router does not, and on a first load the browser looked for it in the server's page,
 * which has no comments. A frame later, so it comes after the route change's scroll to the top.
 */
function useScrollToHash(hash: string) {
  useEffect(() => {
    if (!hash) return undefined;
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/**
 * A part of the page under the first screen, hydrated after it: the server's HTML has it already,
 * and React hydrates the inside of a Suspense boundary in a render and commit of its own, after the
 * first screen's (the boundary never shows its fallback: nothing in it suspends). On a phone this
 * splits the page's hydration commit and its effects (the comments' subscriptions, the preview's
 * and panels' effects) into shorter tasks. A tap on it before then is replayed once it hydrates.
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The subject or course under the title: a pill that cuts a long value short. */
function FactBadge({ icon, colorPalette, value }: { icon: ReactNode; colorPalette: string; value: string | null | undefined }) {
  return (
    <Badge variant="surface" colorPalette={colorPalette} rounded="full" px="2.5" gap="1.5" maxW="full">
      {icon}{' '}
      <Text as="span" truncate>
        {orMissing(value)}
      </Text>
    </Badge>
  );
}
