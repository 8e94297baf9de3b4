import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isNoteSort, NOTE_SORT_LABELS, type NoteSort } from '@domain/discovery';
import { NoteCard } from '../notes/NoteCard';
import { NOTE_GRID_COLUMNS } from '../notes/NoteCardSkeleton';
import type { NoteCardFragment } from '../../graphql/__generated__/graphql';

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

interface DiscoveryNotesProps {
  semesters: readonly number[];
  notes: { totalCount: number; edges: readonly { node: NoteCardFragment }[]; pageInfo: { hasNextPage: boolean } };
  loadingMore: boolean;
  onLoadMore: () => void;
  refreshing: boolean;
}

/** A discovery page's notes: sort order and semester (in the URL), the card grid, Load more. */
export function DiscoveryNotes({ semesters, notes, loadingMore, onLoadMore, refreshing }: DiscoveryNotesProps) {
  const { sort, semester, setSort, setSemester } = usePageListParams();
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap" role="group" aria-label="Sort notes">
          <Text fontSize="sm" fontWeight="600" color="fg.muted" mr="1">
            Sort
          </Text>
          {PAGE_SORTS.map((value) => (
            <Button
              key={value}
              size="sm"
              rounded="full"
              variant={sort === value ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={sort === value}
              onClick={() => setSort(value)}
            >
              {NOTE_SORT_LABELS[value]}
            </Button>
          ))}
        </HStack>
        {semesters.length > 1 ? (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Semester">
            <Text fontSize="sm" fontWeight="600" color="fg.muted" mr="1">
              Semester
            </Text>
            <Button
              size="xs"
              rounded="full"
              variant={semester === null ? 'subtle' : 'ghost'}
              colorPalette="teal"
              aria-pressed={semester === null}
              onClick={() => setSemester(null)}
            >
              All
            </Button>
            {semesters.map((value) => (
              <Button
                key={value}
                size="xs"
                rounded="full"
                variant={semester === value ? 'subtle' : 'ghost'}
                colorPalette="teal"
                aria-pressed={semester === value}
                aria-label={`Semester ${value}`}
                onClick={() => setSemester(value)}
              >
                {value}
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
      <Text fontSize="sm" fontWeight="600" color="fg.muted" role="status" data-testid="result-count">
        {notes.totalCount.toLocaleString('en-US')} {notes.totalCount === 1 ? 'note' : 'notes'}
      </Text>
      <SimpleGrid columns={NOTE_GRID_COLUMNS} gap={{ base: '4', md: '6' }} opacity={refreshing ? 0.55 : 1} data-testid="note-grid" aria-busy={refreshing}>
        {notes.edges.map((edge) => (
          <NoteCard key={edge.node.id} note={edge.node} />
        ))}
      </SimpleGrid>
      {notes.pageInfo.hasNextPage ? (
        <Stack align="center">
          <Button variant="outline" colorPalette="brand" rounded="full" px="8" loading={loadingMore} loadingText="Loading..." onClick={onLoadMore}>
            Load more
          </Button>
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
