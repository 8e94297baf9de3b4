import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../DownloadButton';
import { ExternalLinkIcon, LogInIcon } from '../icons';
import { useSignInTarget } from '../useSignInTarget';

const PdfPages = lazy(() => import('./PdfPages'));

export interface PreviewableNote {
  id: string;
  title: string;
  hasFile: boolean;
  fileType?: string | null;
  downloadUrl: string;
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
  return (
    <Message text="Word documents can't be previewed here yet. Download the file to read it in full.">
      <DownloadButton note={note} colorPalette="brand" rounded="full" />
    </Message>
  );
}

function FetchedPreview({ note, as }: { note: PreviewableNote; as: 'pdf' | 'text' }) {
  const client = useApolloClient();
  const [state, setState] = useState<Fetched<ArrayBuffer | string>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void (async () => {
      try {
        const response = await fetch(note.downloadUrl, { credentials: 'include', signal: controller.signal });
        if (!response.ok) throw new Error(`download answered ${response.status}`);
        const value = as === 'pdf' ? await response.arrayBuffer() : await response.text();
        // The api counts this fetch as a download: show the new figure without refetching.
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Note', id: note.id }),
          fields: { downloadCount: (count: number) => count + 1 },
        });
        setState({ status: 'ready', value });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not load the preview', error);
        setState({ status: 'failed' });
      }
    })();
    return () => controller.abort();
  }, [note.downloadUrl, note.id, as, client]);

  if (state.status === 'loading') {
    return (
      <Text color="gray.500" textAlign="center" py="10" role="status">
        Loading preview...
      </Text>
    );
  }
  if (state.status === 'failed') {
    return (
      <Message text="The preview could not be loaded. Please try again later, or download the file.">
        <DownloadButton note={note} colorPalette="brand" rounded="full" />
      </Message>
    );
  }
  if (typeof state.value === 'string') {
    return (
      <Box
        as="pre"
        data-testid="text-preview"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="1.7"
        color="gray.800"
        bg="white"
        p={{ base: '4', md: '6' }}
        rounded="lg"
        borderWidth="1px"
        borderColor="gray.200"
      >
        {state.value}
      </Box>
    );
  }
  return (
    <Suspense
      fallback={
        <Text color="gray.500" textAlign="center" py="10" role="status">
          Loading viewer...
        </Text>
      }
    >
      <PdfPages data={state.value} title={note.title} />
    </Suspense>
  );
}

function Message({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="10" px="4">
      <Text color="gray.700" maxW="md">
        {text}
      </Text>
      {children}
    </Stack>
  );
}
