import { useEffect, useState } from 'react';
import { Alert, Button, CloseButton, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../components/notes/DownloadButton';
import { BookmarkIcon, CheckIcon, EyeIcon, ShareIcon } from '../../components/notes/icons';
import { NotePreviewDialog } from '../../components/notes/preview/NotePreviewDialog';
import { useSignInTarget } from '../../components/notes/useSignInTarget';
import type { NoteDetailFragment } from '../../graphql/__generated__/graphql';
import { useArchive } from './useArchive';
import { useCopyLink } from './useCopyLink';

/** Success notices step aside after a few seconds; errors stay until dismissed or retried. */
const NOTICE_MS = 4000;

interface NoteActionsProps {
  note: NoteDetailFragment;
  isSignedIn: boolean;
}

export function NoteActions({ note, isSignedIn }: NoteActionsProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const { copied, copy } = useCopyLink();
  const archive = useArchive(note.id);
  const signIn = useSignInTarget();
  const saved = isSignedIn && note.viewerHasSaved;

  const { notice, dismiss } = archive;
  useEffect(() => {
    if (notice?.status !== 'success') return;
    const timer = setTimeout(dismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);

  const common = { rounded: 'full', size: { base: 'md', md: 'lg' } } as const;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Button {...common} colorPalette="brand" onClick={() => setPreviewOpen(true)}>
          <EyeIcon /> View Notes
        </Button>
        <DownloadButton note={note} {...common} variant="outline" colorPalette="brand" bg="white" />
        <Button {...common} variant="outline" colorPalette={copied ? 'green' : 'gray'} bg="white" onClick={() => void copy()} aria-live="polite">
          {copied ? <CheckIcon /> : <ShareIcon />} {copied ? 'Copied!' : 'Share'}
        </Button>
        {isSignedIn ? (
          <Button
            {...common}
            variant={saved ? 'subtle' : 'outline'}
            colorPalette={saved ? 'teal' : 'gray'}
            bg={saved ? undefined : 'white'}
            aria-pressed={saved}
            loading={archive.busy}
            onClick={() => void archive.toggle(saved)}
            title={saved ? 'Remove from your saved notes' : 'Save to your dashboard'}
          >
            <BookmarkIcon fill={saved ? 'currentColor' : 'none'} /> {saved ? 'Archived' : 'Archive'}
          </Button>
        ) : (
          <Button asChild {...common} variant="outline" colorPalette="gray" bg="white">
            <RouterLink to={signIn.to} state={signIn.state} aria-label="Archive: sign in first">
              <BookmarkIcon /> Archive
            </RouterLink>
          </Button>
        )}
      </SimpleGrid>

      {notice ? (
        <Alert.Root status={notice.status} rounded="xl" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{notice.text}</Alert.Title>
          <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
        </Alert.Root>
      ) : null}

      <NotePreviewDialog note={note} isSignedIn={isSignedIn} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Stack>
  );
}
