import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { NotePreviewTextDocument } from '../../../graphql/__generated__/graphql';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../DownloadButton';
import { ExternalLinkIcon, LogInIcon } from '../icons';
import { useSignInTarget } from '../useSignInTarget';
import { textPreviewSurface } from './text-surface';
import { splitRow } from '../../card-surface';

const PdfPages = lazy(() => import('./PdfPages'));

export interface PreviewableNote {
  id: string;
  title: string;
  hasFile: boolean;
  fileType?: string | null;
  downloadUrl: string;
  /** Where the viewer fetches the file without counting a download; null for links. */
  previewUrl?: string | null;
}

interface NotePreviewProps {
  note: PreviewableNote;
  isSignedIn: boolean;
}

type Fetched<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/** The document inside the app: PDF pages, plain text, or why it cannot be shown here. */
export function NotePreview({ note, isSignedIn }: NotePreviewProps) {
  const signIn = useSignInTarget();

  if (!note.hasFile) {
    return (
      <Message text="These notes live on another website. Open the link to read them.">
        <Button asChild colorPalette="brand" rounded="full">
          <a href={note.downloadUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon /> Open link
          </a>
        </Button>
      </Message>
    );
  }
  if (!isSignedIn) {
    return (
      <Message text="Sign in to preview and download these notes. It's free.">
        <Button asChild colorPalette="brand" rounded="full">
          <RouterLink to={signIn.to} state={signIn.state}>
            <LogInIcon /> Sign in to preview
          </RouterLink>
        </Button>
      </Message>
    );
  }
  if (note.fileType === 'pdf') return <FetchedPreview note={note} as="pdf" />;
  if (note.fileType === 'txt') return <FetchedPreview note={note} as="text" />;
  return <ExtractedTextPreview note={note} />;
}

/** DOC and DOCX: the text read from the document at upload, with the file a click away. */
function ExtractedTextPreview({ note }: { note: PreviewableNote }) {
  const { data, loading, error } = useQuery(NotePreviewTextDocument, { variables: { id: note.id }, fetchPolicy: 'cache-first' });
  if (loading) return <Loading text="Loading preview..." />;
  const text = data?.note?.previewText;
  if (error || !text) {
    return (
      <Message
        text={
          error
            ? 'The preview could not be loaded. Please try again later, or download the file.'
            : 'No text could be read from this document for a preview. Download the file to read it.'
        }
      >
        <DownloadButton note={note} colorPalette="brand" rounded="full" />
      </Message>
    );
  }
  return (
    <Stack gap="4">
      <Stack {...splitRow} align={{ sm: 'center' }} gap="3">
        <Text color="fg.muted" fontSize="sm">
          The document's text, without its formatting. Download the file to see it as written.
        </Text>
        <DownloadButton note={note} colorPalette="brand" rounded="full" size="sm" flexShrink={0} />
      </Stack>
      <TextBlock text={text} />
    </Stack>
  );
}

function FetchedPreview({ note, as }: { note: PreviewableNote; as: 'pdf' | 'text' }) {
  const [state, setState] = useState<Fetched<ArrayBuffer | string>>({ status: 'loading' });
  // Not counted as a download by the api; older answers without previewUrl fall back.
  const url = note.previewUrl ?? note.downloadUrl;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void (async () => {
      try {
        const response = await fetch(url, { credentials: 'include', signal: controller.signal });
        if (!response.ok) throw new Error(`preview answered ${response.status}`);
        const value = as === 'pdf' ? await response.arrayBuffer() : await response.text();
        setState({ status: 'ready', value });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not load the preview', error);
        setState({ status: 'failed' });
      }
    })();
    return () => controller.abort();
  }, [url, as]);

  if (state.status === 'loading') return <Loading text="Loading preview..." />;
  if (state.status === 'failed') {
    return (
      <Message text="The preview could not be loaded. Please try again later, or download the file.">
        <DownloadButton note={note} colorPalette="brand" rounded="full" />
      </Message>
    );
  }
  if (typeof state.value === 'string') return <TextBlock text={state.value} />;
  return (
    <Suspense fallback={<Loading text="Loading viewer..." />}>
      <PdfPages data={state.value} title={note.title} />
    </Suspense>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <Text color="fg.subtle" textAlign="center" py="10" role="status">
      {text}
    </Text>
  );
}

/** Plain text as text: React escapes it, and pre-wrap keeps its lines. */
function TextBlock({ text }: { text: string }) {
  return (
    <Box
      as="pre"
      data-testid="text-preview"
      whiteSpace="pre-wrap"
      fontFamily="mono"
      fontSize="sm"
      {...textPreviewSurface}
      p={{ base: '4', md: '6' }}
      rounded="lg"
    >
      {text}
    </Box>
  );
}

function Message({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="10" px="4">
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {children}
    </Stack>
  );
}
