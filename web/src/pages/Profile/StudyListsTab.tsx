import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { STUDY_LIST_NAME_MAX } from '@domain/constants';
import { ListError, ListHeader, ListSkeleton } from '../../components/account/ListParts';
import { PlusIcon } from '../../components/study-lists/icons';
import { PublicSwitch } from '../../components/study-lists/PublicSwitch';
import { StudyListPanel } from '../../components/study-lists/StudyListPanel';
import { useStudyListChanges } from '../../components/study-lists/useStudyListChanges';
import { MyStudyListsDocument } from '../../graphql/__generated__/graphql';
import { ProblemText } from '../../components/ProblemText';

/** The dashboard's study lists: the default one (saved notes) first, a form for a new one, each list to manage. */
export function StudyListsTab() {
  const { data, loading, error, refetch } = useQuery(MyStudyListsDocument, { fetchPolicy: 'cache-and-network' });
  const changes = useStudyListChanges();
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lists = data?.myStudyLists;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const failed = await changes.createList({ name, isPublic });
    setProblem(failed);
    if (!failed) {
      setName('');
      setIsPublic(false);
    }
  };

  return (
    <Stack gap="5">
      <ListHeader title="Study Lists" count={lists ? (lists.totalCount === 1 ? '1 list' : `${lists.totalCount} lists`) : undefined} />
      <Stack as="form" gap="2" onSubmit={(event) => void create(event)} aria-label="New study list">
        <HStack gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={STUDY_LIST_NAME_MAX}
            placeholder="New list name"
            aria-label="New list name"
            bg="bg.panel"
            flex="1"
            minW="12rem"
          />
          <PublicSwitch checked={isPublic} onChange={setIsPublic} label="Public" flexShrink={0} />
          <Button type="submit" colorPalette="brand" rounded="full" disabled={!name.trim()} loading={changes.busy} flexShrink={0}>
            <PlusIcon /> New list
          </Button>
        </HStack>
        <ProblemText>{problem}</ProblemText>
      </Stack>
      {!lists && loading ? (
        <ListSkeleton />
      ) : !lists && error ? (
        <ListError message="There was an error loading your study lists." onRetry={() => void refetch()} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Your study lists">
          {lists?.edges.map(({ node }) => (
            <StudyListPanel key={node.id} list={node} changes={changes} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
