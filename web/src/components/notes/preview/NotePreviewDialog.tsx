import { Badge, CloseButton, Dialog, HStack } from '@chakra-ui/react';
import { DialogFrame } from '../../DialogFrame';
import { documentKindLabel } from '../format';
import { NotePreview, type PreviewableNote } from './NotePreview';
import { insetFocusRing } from '../../card-surface';

interface NotePreviewDialogProps {
  note: PreviewableNote;
  isSignedIn: boolean;
  open: boolean;
  onClose: () => void;
}

/** A phone gets the whole screen; wider screens a framed sheet with the page around it. */
const PREVIEW_SHEET = {
  maxW: { md: '4xl' },
  h: { base: '100dvh', md: 'auto' },
  minH: { base: '100dvh', md: '0' },
  maxH: { base: '100dvh', md: 'calc(100dvh - 4rem)' },
  my: { base: '0', md: '8' },
  rounded: { base: '0', md: '2xl' },
  bg: 'bg.subtle',
} as const;

/** "View Notes": the document in a large dialog; nothing is fetched until it opens. */
export function NotePreviewDialog({ note, isSignedIn, open, onClose }: NotePreviewDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size={{ base: 'full', md: 'xl' }} scrollInside edgeless card={PREVIEW_SHEET}>
      <Dialog.Header bg="bg.panel" borderBottomWidth="1px" borderColor="border" roundedTop={{ md: '2xl' }} pe="14">
        <HStack gap="3" minW="0">
          <Dialog.Title lineClamp={1}>{note.title}</Dialog.Title>
          <Badge variant="surface" colorPalette="gray" rounded="full" flexShrink={0}>
            {documentKindLabel(note)}
          </Badge>
        </HStack>
      </Dialog.Header>
      {/* The body scrolls: keyboard users reach it by Tab and scroll with the arrow keys (WCAG 2.1.1). */}
      <Dialog.Body py="6" data-testid="note-preview" tabIndex={0} role="region" aria-label={`Preview of ${note.title}`} _focusVisible={insetFocusRing}>
        <NotePreview note={note} isSignedIn={isSignedIn} />
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close preview" />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}
