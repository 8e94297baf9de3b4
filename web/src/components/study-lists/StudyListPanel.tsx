import { useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Flex, HStack, IconButton, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { STUDY_LIST_NAME_MAX } from '@domain/constants';
import { ConfirmDialog } from '../ConfirmDialog';
import { cardSurface } from '../card-surface';
import { toaster } from '../Toaster/toaster';
import { writeToClipboard } from '../../pages/NoteDetail/useCopyLink';
import { StudyListNotesDocument, type StudyListSummaryFragment } from '../../graphql/__generated__/graphql';
import { CopyLinkIcon, DeleteIcon, MoveDownIcon, MoveUpIcon, PrivateIcon, PublicIcon, RenameIcon } from './icons';
import { PublicSwitch } from './PublicSwitch';
import type { useStudyListChanges } from './useStudyListChanges';
import { ProblemText } from '../ProblemText';

interface StudyListPanelProps {
  list: StudyListSummaryFragment;
  changes: ReturnType<typeof useStudyListChanges>;
}

const shareUrl = (path: string) => new URL(path, window.location.origin).href;

/** One of the reader's lists on the dashboard: rename, public or private, copy its link, delete, and its notes to reorder or remove. */
export function StudyListPanel({ list, changes }: StudyListPanelProps) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `study-list-${list.id}`;

  const report = (failed: string | null) => {
    setProblem(failed);
    return failed === null;
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (report(await changes.updateList({ id: list.id, name }))) setRenaming(false);
  };

  const copyLink = async () => {
    try {
      await writeToClipboard(shareUrl(list.path));
      toaster.success({ title: 'Link copied', description: 'Anyone with the link can see this list.' });
    } catch (error) {
      console.error('Could not copy the link', error);
    }
  };

  return (
    <Stack as="li" gap="3" p={{ base: '4', md: '5' }} rounded="2xl" {...cardSurface} aria-labelledby={headingId} data-testid="study-list">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="space-between">
        {renaming ? (
          <HStack as="form" onSubmit={(event) => void rename(event)} gap="2" flex="1">
            <Input
              size="sm"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={STUDY_LIST_NAME_MAX}
              aria-label="List name"
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') setRenaming(false);
              }}
            />
            <Button type="submit" size="sm" colorPalette="brand" rounded="full" loading={changes.busy}>
              Save
            </Button>
            <Button size="sm" variant="ghost" rounded="full" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text id={headingId} as="h3" fontWeight="700" fontSize="lg" truncate>
                {list.name}
              </Text>
              <Badge size="sm" variant="subtle" rounded="full" colorPalette={list.isPublic ? 'teal' : 'gray'}>
                {list.isPublic ? <PublicIcon /> : <PrivateIcon />} {list.isPublic ? 'Public' : 'Private'}
              </Badge>
              {list.isDefault ? (
                <Badge size="sm" variant="outline" rounded="full">
                  Your saved notes
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {list.noteCount === 1 ? '1 note' : `${list.noteCount} notes`}
            </Text>
          </Stack>
        )}
        <HStack gap="1" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
          <PublicSwitch
            checked={list.isPublic}
            onChange={(isPublic) => void changes.updateList({ id: list.id, isPublic }).then(report)}
            label="Public"
            inputLabel={`Public: anyone with the link can see ${list.name}`}
            mr="2"
          />
          {list.isPublic ? (
            <Button size="sm" variant="outline" rounded="full" onClick={() => void copyLink()} aria-label={`Copy link to ${list.name}`}>
              <CopyLinkIcon /> Copy link
            </Button>
          ) : null}
          <IconButton
            size="sm"
            variant="ghost"
            rounded="full"
            aria-label={`Rename ${list.name}`}
            onClick={() => {
              setName(list.name);
              setRenaming(true);
            }}
          >
            <RenameIcon />
          </IconButton>
          {list.viewerCan.delete ? (
            <IconButton size="sm" variant="ghost" colorPalette="red" rounded="full" aria-label={`Delete ${list.name}`} onClick={() => setConfirmDelete(true)}>
              <DeleteIcon />
            </IconButton>
          ) : null}
          <Button size="sm" variant="subtle" rounded="full" aria-expanded={open} aria-controls={`${headingId}-notes`} onClick={() => setOpen(!open)}>
            {open ? 'Hide notes' : 'Show notes'}
          </Button>
        </HStack>
      </Flex>
      <ProblemText>{problem}</ProblemText>
      {open ? <StudyListNotesEditor list={list} changes={changes} id={`${headingId}-notes`} onProblem={report} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this list?"
        message="The list goes; its notes stay on CampusNotes and in your other lists."
        detail={list.name}
        confirmLabel="Delete list"
        busy={changes.busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void changes.deleteList(list.id).then((failed) => report(failed) && setConfirmDelete(false))}
      />
    </Stack>
  );
}

interface EditorProps extends StudyListPanelProps {
  id: string;
  onProblem: (failed: string | null) => boolean;
}

/** The list's notes in order, each with Move up, Move down and Remove (buttons: reachable and usable from the keyboard). */
function StudyListNotesEditor({ list, changes, id, onProblem }: EditorProps) {
  const { data, loading } = useQuery(StudyListNotesDocument, { variables: { id: list.id }, fetchPolicy: 'cache-and-network' });
  const [busy, setBusy] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const edges = data?.studyList?.notes.edges ?? [];

  const move = async (index: number, by: -1 | 1) => {
    const noteId = edges[index].node.id;
    const others = edges.filter((_, i) => i !== index).map((e) => e.node.id);
    const target = index + by;
    const afterNoteId = target <= 0 ? null : others[target - 1];
    setBusy(noteId);
    const ok = onProblem(await changes.moveNote(list.id, noteId, afterNoteId));
    setBusy(null);
    if (ok) {
      setAnnounce(`${edges[index].node.title} moved to position ${target + 1} of ${edges.length}`);
      // Keep the keyboard on the same button of the moved note, or its other one at an end.
      const key = `${noteId}:${by}`;
      requestAnimationFrame(() => (buttons.current.get(key)?.disabled ? buttons.current.get(`${noteId}:${-by}`) : buttons.current.get(key))?.focus());
    }
  };

  const remove = async (noteId: string, title: string) => {
    setBusy(noteId);
    const ok = onProblem(await changes.removeNote(list, noteId));
    setBusy(null);
    if (ok) setAnnounce(`${title} removed from ${list.name}`);
  };

  if (!data && loading) return <Skeleton h="16" rounded="lg" />;
  return (
    <Box id={id}>
      <Text role="status" srOnly>
        {announce}
      </Text>
      {edges.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="2">
          No notes yet. Use "Add to list" on a note's card or page.
        </Text>
      ) : (
        <Stack as="ol" gap="2" aria-label={`Notes of ${list.name}`}>
          {edges.map(({ node }, index) => (
            <Flex as="li" key={node.id} gap="2" align="center" px="3" py="2" rounded="lg" bg="bg.subtle" data-testid="study-list-note">
              <Text fontSize="sm" color="fg.subtle" w="6" flexShrink={0} textAlign="right">
                {index + 1}.
              </Text>
              <Link asChild flex="1" minW="0" fontWeight="600" fontSize="sm" color="fg">
                <RouterLink to={`/notes/${node.id}`}>
                  <Text as="span" truncate>
                    {node.title}
                  </Text>
                </RouterLink>
              </Link>
              <IconButton
                ref={(el) => void buttons.current.set(`${node.id}:-1`, el)}
                size="xs"
                variant="ghost"
                rounded="full"
                aria-label={`Move ${node.title} up`}
                disabled={index === 0 || busy !== null}
                onClick={() => void move(index, -1)}
              >
                <MoveUpIcon />
              </IconButton>
              <IconButton
                ref={(el) => void buttons.current.set(`${node.id}:1`, el)}
                size="xs"
                variant="ghost"
                rounded="full"
                aria-label={`Move ${node.title} down`}
                disabled={index === edges.length - 1 || busy !== null}
                onClick={() => void move(index, 1)}
              >
                <MoveDownIcon />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                rounded="full"
                aria-label={`Remove ${node.title} from ${list.name}`}
                disabled={busy !== null}
                onClick={() => void remove(node.id, node.title)}
              >
                <DeleteIcon />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
