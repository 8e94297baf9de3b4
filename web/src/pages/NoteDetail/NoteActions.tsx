import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../components/notes/DownloadButton';
import { BookmarkIcon, CheckIcon, EyeIcon, ShareIcon } from '../../components/notes/icons';
import { NotePreviewDialog } from '../../components/notes/preview/NotePreviewDialog';
import { useSignInTarget } from '../../components/notes/useSignInTarget';
import type { NoteDetailFragment } from '../../graphql/__generated__/graphql';
import { AddToListButton } from '../../components/study-lists/AddToListButton';
import { useArchive } from './useArchive';
import { useCopyLink } from './useCopyLink';

interface NoteActionsProps {
  note: NoteDetailFragment;
  isSignedIn: boolean;
}

export function NoteActions({ note, isSignedIn }: NoteActionsProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const { copied, copy } = useCopyLink();
  const archive = useArchive(note.id);
  const signIn = useSignInTarget('save');
  const saved = isSignedIn && note.viewerHasSaved;

  const common = { rounded: 'full', size: { base: 'md', md: 'lg' } } as const;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: isSignedIn ? 5 : 4 }} gap="3">
        <Button {...common} colorPalette="brand" onClick={() => setPreviewOpen(true)}>
          <EyeIcon /> View Notes
        </Button>
        <DownloadButton id="download" note={note} {...common} variant="outline" colorPalette="brand" bg="bg.panel" />
        <Button {...common} variant="outline" colorPalette={copied ? 'green' : 'gray'} bg="bg.panel" onClick={() => void copy()} aria-live="polite">
          {copied ? <CheckIcon /> : <ShareIcon />} {copied ? 'Copied!' : 'Share'}
        </Button>
        {isSignedIn ? (
          <Button
            id="save"
            {...common}
            variant={saved ? 'subtle' : 'outline'}
            colorPalette={saved ? 'teal' : 'gray'}
            bg={saved ? undefined : 'bg.panel'}
            aria-pressed={saved}
            loading={archive.busy}
            onClick={() => void archive.toggle(saved)}
            title={saved ? 'Remove from your saved notes' : 'Save to your dashboard'}
          >
            <BookmarkIcon fill={saved ? 'currentColor' : 'none'} /> {saved ? 'Saved' : 'Save'}
          </Button>
        ) : (
          <Button asChild id="save" {...common} variant="outline" colorPalette="gray" bg="bg.panel">
            <RouterLink to={signIn.to} state={signIn.state} aria-label="Save: sign in first">
              <BookmarkIcon /> Save
            </RouterLink>
          </Button>
        )}
        <AddToListButton
          noteId={note.id}
          noteTitle={note.title}
          {...common}
          variant="outline"
          colorPalette="gray"
          bg="bg.panel"
          gridColumn={{ base: 'span 2', md: 'auto' }}
        />
      </SimpleGrid>

      <NotePreviewDialog note={note} isSignedIn={isSignedIn} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Stack>
  );
}
