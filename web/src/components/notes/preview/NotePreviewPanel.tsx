import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { ReprocessNoteDocument, type NoteDetailFragment } from '../../../graphql/__generated__/graphql';
import { RefreshIcon } from '../icons';
import { DocumentHtml } from './DocumentHtml';
import { PageViewer } from './PageViewer';
import { ProcessingStatus } from './ProcessingStatus';
import { useProcessingPoll } from './useProcessingPoll';

interface NotePreviewPanelProps {
  note: NoteDetailFragment;
  isSignedIn: boolean;
}

export const OCR_BADGE = 'Text read by OCR';
export const SLIDE_TEXT_NOTICE = 'You are seeing the text of the slides: this server cannot draw them. Download the deck to see the slides as designed.';
export const SLIDES_AS_DRAWN = 'The slides as their author made them.';
export const PARTLY_INDEXED =
  'Partly indexed: this document is too long to search to its end (or some scanned pages could not be read), so search finds words in its first part only.';

/**
 * The note page's preview: page images for everyone who may see the note (visitors too), the
 * formatted text of Word and text files, the processing state for its uploader and admins.
 */
export function NotePreviewPanel({ note, isSignedIn }: NotePreviewPanelProps) {
  const { isAdmin } = useCurrentUser();
  const status = note.processing.status;
  const seesProcessing = note.viewerCan.edit || isAdmin;
  useProcessingPoll(note.id, seesProcessing ? status : undefined, 'page');
  if (!note.hasFile) return null;

  const pages = note.previewPages;
  const isPdf = note.fileType === 'pdf';
  const isDeck = note.fileType === 'pptx' || note.fileType === 'odp' || note.fileType === 'ppt';
  // What the reader is seeing, for a deck: its slides as drawn, or only their text.
  const kindNotice = isDeck && note.previewKind === 'text' ? SLIDE_TEXT_NOTICE : isDeck && note.previewKind === 'pages' ? SLIDES_AS_DRAWN : null;
  const pageWord = isDeck ? 'slide' : 'page';
  // The full PDF viewer (pdf.js, lazy) is the page's "View Notes" dialog: one such dialog per
  // page, since a second one remounted the first one's document while it loaded.
  const fullViewerHint = isPdf && pages.length > 0 ? (isSignedIn ? 'View Notes opens the whole PDF.' : 'Sign in to read and download the whole PDF.') : null;

  let body;
  if (!isPdf && note.previewHtml) body = <DocumentHtml html={note.previewHtml} title={note.title} />;
  else if (pages.length > 0) body = <PageViewer title={note.title} pages={pages} pageCount={note.pageCount} />;
  else if (status === 'processing') {
    body = (
      <Stack gap="3" role="status" aria-label="Preview being prepared">
        <Skeleton h={{ base: '70vh', md: '80vh' }} maxH="60rem" rounded="xl" />
      </Stack>
    );
  } else {
    body = (
      <Stack align="center" gap="3" py="8" px="4" textAlign="center" bg="bg.subtle" rounded="xl" borderWidth="1px" borderColor="border">
        <Text color="fg.muted">No preview of this file is available. Download it to read it.</Text>
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="note-preview-heading" gap="4" data-testid="note-preview-panel">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Heading id="note-preview-heading" as="h2" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="700" color="fg">
            Preview
          </Heading>
          {note.pageCount ? (
            <Badge variant="surface" colorPalette="gray" rounded="full" px="2.5">
              {note.pageCount} {note.pageCount === 1 ? pageWord : `${pageWord}s`}
            </Badge>
          ) : null}
          {note.textSource === 'ocr' ? (
            <Badge variant="subtle" colorPalette="purple" rounded="full" px="2.5" title="The words of this scan were read from its page images">
              {OCR_BADGE}
            </Badge>
          ) : null}
        </HStack>
        {seesProcessing ? (
          <HStack gap="3" wrap="wrap">
            <ProcessingStatus processing={note.processing} compact />
            {isAdmin && status === 'failed' ? <ReprocessButton noteId={note.id} /> : null}
          </HStack>
        ) : null}
      </Flex>
      {seesProcessing && status === 'processing' ? (
        <Text fontSize="sm" color="fg.muted">
          Making page images and reading the text; this page updates when it is done.
        </Text>
      ) : null}
      {kindNotice && (pages.length > 0 || note.previewHtml) ? (
        <Text fontSize="sm" color="fg.muted" data-testid="preview-kind">
          {kindNotice}
        </Text>
      ) : null}
      {note.partlyIndexed ? (
        <Text fontSize="sm" color="fg.muted" data-testid="partly-indexed">
          {PARTLY_INDEXED}
        </Text>
      ) : null}
      <Box>{body}</Box>
      {fullViewerHint ? (
        <Text fontSize="sm" color="fg.muted">
          {fullViewerHint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Admins: queue a failed note's processing again; the answer (status processing) updates the cache. */
function ReprocessButton({ noteId }: { noteId: string }) {
  const [reprocess, { data, loading, error }] = useMutation(ReprocessNoteDocument, { variables: { id: noteId } });
  const refused = data?.reprocessNote.errors[0];
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" colorPalette="brand" rounded="full" loading={loading} onClick={() => void reprocess().catch(() => undefined)}>
        <RefreshIcon /> Re-run processing
      </Button>
      {error || refused ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          Could not queue the processing again{refused ? `: ${refused.message}` : '.'}
        </Text>
      ) : null}
    </HStack>
  );
}
