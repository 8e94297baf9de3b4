import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { ListPlusIcon } from './icons';

// The dialog (and Apollo with it) loads on the first click: cards on the landing page stay light.
const AddToListDialog = lazy(() => import('./AddToListDialog'));

interface AddToListButtonProps extends Omit<ButtonProps, 'onClick'> {
  noteId: string;
  noteTitle: string;
}

/** "Add to list" on a note's card and page, for signed-in readers (visitors see nothing). */
export function AddToListButton({ noteId, noteTitle, children, ...button }: AddToListButtonProps) {
  const { isSignedIn } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!isSignedIn) return null;
  return (
    <>
      <Button
        aria-haspopup="dialog"
        // Begins with the visible words (WCAG 2.5.3, label in name), then says which note.
        aria-label={`Add to list: ${noteTitle}`}
        {...button}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ListPlusIcon /> {children ?? 'Add to list'}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddToListDialog noteId={noteId} noteTitle={noteTitle} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
