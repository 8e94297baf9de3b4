import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isNoteSort, NOTE_SORT_LABELS, type NoteSort } from '@domain/discovery';
import { NoteCard } from '../notes/NoteCard';
import { ChoiceGroup, type ChoiceLook, LoadMoreButton, NoteCountStatus, NoteGrid } from '../notes/NoteListParts';
import type { NoteCardPageFragment } from '../../graphql/__generated__/graphql';

/** The orders a page without search words offers (relevance needs words). */
const PAGE_SORTS: NoteSort[] = ['newest', 'liked', 'downloaded'];

/** The page's sort order and semester as the URL carries them (?sort=liked&semester=3). */
export function usePageListParams() {
  const [params, setParams] = useSearchParams();
  const sortText = params.get('sort');
  const sort: NoteSort = isNoteSort(sortText) && sortText !== 'relevant' ? sortText : 'newest';
  const semesterNumber = Number(params.get('semester'));
  const semester = Number.isInteger(semesterNumber) && semesterNumber >= 1 && semesterNumber <= 8 ? semesterNumber : null;
  const set = (key: 'sort' | 'semester', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return {
    sort,
    semester,
    setSort: (value: NoteSort) => set('sort', value === 'newest' ? null : value),
    setSemester: (value: number | null) => set('semester', value === null ? null : String(value)),
    /** The variables of the page's query: GraphQL's enum names. */
    variables: { sort: sort.toUpperCase() as Uppercase<NoteSort>, semester },
  };
}

export interface DiscoveryNotesProps {
  semesters: readonly number[];
  notes: NoteCardPageFragment;
  loadingMore: boolean;
  onLoadMore: () => void;
  refreshing: boolean;
}

const SORT_LOOK: ChoiceLook = { size: 'sm', colorPalette: 'brand', pressed: 'solid', unpressed: 'outline' };
const SEMESTER_LOOK: ChoiceLook = { size: 'xs', colorPalette: 'teal', pressed: 'subtle', unpressed: 'ghost' };
const SORT_CHOICES = PAGE_SORTS.map((value) => ({ value, text: NOTE_SORT_LABELS[value] }));

function GroupCaption({ children }: { children: string }) {
  return (
    <Text fontSize="sm" fontWeight="600" color="fg.muted" mr="1">
      {children}
    </Text>
  );
}

/** A discovery page's notes: sort order and semester (in the URL), the card grid, Load more. */
export function DiscoveryNotes({ semesters, notes, loadingMore, onLoadMore, refreshing }: DiscoveryNotesProps) {
  const { sort, semester, setSort, setSemester } = usePageListParams();
  const semesterChoices = [{ value: null, text: 'All' }, ...semesters.map((value) => ({ value, text: value, ariaLabel: `Semester ${value}` }))];
  return (
    <Stack gap="6">
      <Stack gap="3">
        <ChoiceGroup label="Sort notes" lead={<GroupCaption>Sort</GroupCaption>} choices={SORT_CHOICES} current={sort} onChoose={setSort} look={SORT_LOOK} />
        {semesters.length > 1 ? (
          <ChoiceGroup
            label="Semester"
            lead={<GroupCaption>Semester</GroupCaption>}
            choices={semesterChoices}
            current={semester}
            onChoose={setSemester}
            look={SEMESTER_LOOK}
          />
        ) : null}
      </Stack>
      <NoteCountStatus count={notes.totalCount} />
      <NoteGrid refreshing={refreshing} aria-busy={refreshing}>
        {notes.edges.map((edge, index) => (
          <NoteCard key={edge.node.id} note={edge.node} index={index} />
        ))}
      </NoteGrid>
      {notes.pageInfo.hasNextPage ? (
        <Stack align="center">
          <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Links to other pages (a college's subjects, a subject's colleges), with note counts. */
export function NameCountLinks({
  title,
  items,
  hrefOf,
}: {
  title: string;
  items: readonly { name: string; slug?: string | null; noteCount: number }[];
  hrefOf?: (slug: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Text fontSize="sm" fontWeight="700" color="fg">
        {title}
      </Text>
      <HStack gap="2" wrap="wrap" as="ul" listStyleType="none">
        {items.map((item) => (
          <li key={item.name}>
            {hrefOf && item.slug ? (
              <Button asChild size="xs" variant="surface" colorPalette="brand" rounded="full">
                <RouterLink to={hrefOf(item.slug)}>
                  {item.name} · {item.noteCount}
                </RouterLink>
              </Button>
            ) : (
              <Text as="span" fontSize="xs" px="2.5" py="1" rounded="full" bg="bg.muted" color="fg.muted" display="inline-block">
                {item.name} · {item.noteCount}
              </Text>
            )}
          </li>
        ))}
      </HStack>
    </Stack>
  );
}
