import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, CloseButton, Dialog, Field, HStack, Input, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { DialogFrame } from '../DialogFrame';
import { useQuery } from '@apollo/client/react';
import { STUDY_LIST_NAME_MAX } from '@domain/constants';
import { withApollo } from '../../app/ApolloIsland';
import { MyStudyListsDocument, StudyListIdsWithNoteDocument } from '../../graphql/__generated__/graphql';
import { PlusIcon, PrivateIcon, PublicIcon } from './icons';
import { PublicSwitch } from './PublicSwitch';
import { useStudyListChanges } from './useStudyListChanges';
import { ProblemText } from '../ProblemText';

interface AddToListDialogProps {
  noteId: string;
  noteTitle: string;
  open: boolean;
  onClose: () => void;
}

/** The reader's lists with a tick for each that holds the note (ticking adds, unticking removes), and a form for a new list that starts with it. */
function AddToListDialog({ noteId, noteTitle, open, onClose }: AddToListDialogProps) {
  const lists = useQuery(MyStudyListsDocument, { fetchPolicy: 'cache-and-network' });
  const holding = useQuery(StudyListIdsWithNoteDocument, { variables: { noteId }, fetchPolicy: 'cache-and-network' });
  const changes = useStudyListChanges();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [status, setStatus] = useState('');

  const ids = new Set(holding.data?.studyListIdsWithNote ?? []);
  const edges = lists.data?.myStudyLists.edges ?? [];

  const toggle = async (list: { id: string; isDefault: boolean; name: string }, checked: boolean) => {
    setPending(list.id);
    setProblem(null);
    const failed = checked ? await changes.addNote(list, noteId) : await changes.removeNote(list, noteId);
    setPending(null);
    setProblem(failed);
    if (!failed) setStatus(checked ? `Added to ${list.name}` : `Removed from ${list.name}`);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const failed = await changes.createList({ name, isPublic, noteId });
    setProblem(failed);
    if (!failed) {
      setStatus(`Made ${name.trim()} and added the note`);
      setName('');
      setIsPublic(false);
    }
  };

  return (
    <DialogFrame open={open} onClose={onClose} size="sm" testId="add-to-list-dialog">
      <Dialog.Header>
        <Stack gap="0.5" minW="0">
          <Dialog.Title fontWeight="800">Add to a study list</Dialog.Title>
          <Text fontSize="sm" color="fg.muted" truncate>
            {noteTitle}
          </Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Stack as="fieldset" gap="2" aria-busy={lists.loading && !lists.data}>
            <Text as="legend" fontSize="sm" fontWeight="600" mb="2">
              Your lists
            </Text>
            {!lists.data ? (
              <Skeleton h="20" rounded="lg" />
            ) : (
              edges.map(({ node: list }) => (
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  key={list.id}
                  colorPalette="brand"
                  checked={ids.has(list.id)}
                  disabled={pending === list.id}
                  onCheckedChange={(details) => void toggle(list, details.checked === true)}
                  px="3"
                  py="2.5"
                  rounded="lg"
                  borderWidth="1px"
                  borderColor="border"
                  w="full"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label flex="1" minW="0">
                    <HStack justify="space-between" gap="2">
                      <Text as="span" truncate>
                        {list.name}
                      </Text>
                      <Badge size="sm" variant="subtle" colorPalette={list.isPublic ? 'teal' : 'gray'} flexShrink={0}>
                        {list.isPublic ? <PublicIcon /> : <PrivateIcon />} {list.isPublic ? 'Public' : 'Private'} · {list.noteCount}
                      </Badge>
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))
            )}
          </Stack>
          <Separator />
          <Stack as="form" gap="3" onSubmit={(event) => void create(event)} aria-label="New list">
            <Field.Root>
              <Field.Label fontWeight="600">New list</Field.Label>
              <Input
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={STUDY_LIST_NAME_MAX}
                placeholder="e.g. OS end-sem revision"
                name="listName"
              />
            </Field.Root>
            <PublicSwitch checked={isPublic} onChange={setIsPublic} label="Public: anyone with the link can see it" />
            <Button type="submit" colorPalette="brand" rounded="full" loading={changes.busy} disabled={!name.trim()}>
              <PlusIcon /> Create list and add
            </Button>
          </Stack>
          <ProblemText>{problem}</ProblemText>
          <Text role="status" srOnly>
            {status}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" rounded="full" onClick={onClose}>
          Done
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

export default withApollo(AddToListDialog);
