import { useEffect, useState } from 'react';
import { Badge, Button, Flex, HStack, SimpleGrid, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { BrowseFilterOptionsDocument } from '../../graphql/__generated__/graphql';
import { FilterIcon, RefreshIcon } from '../../components/notes/icons';
import { FilterCombobox } from './FilterCombobox';
import { FollowFilterToggle } from './FollowFilterToggle';
import type { FilterKey } from './useBrowseParams';
import { cardSurface } from '../../components/card-surface';

/** The course example is a real course of the catalogue (domain/course-groups.json; a test checks it). */
export const FILTERS: { key: FilterKey; label: string; placeholder: string }[] = [
  { key: 'subject', label: 'Subject', placeholder: 'e.g. Operating Systems' },
  { key: 'course', label: 'Course', placeholder: 'e.g. BSc Physics' },
  { key: 'semester', label: 'Semester', placeholder: 'e.g. 3' },
  { key: 'college', label: 'College', placeholder: 'e.g. MANIT Bhopal' },
];

interface BrowseFiltersProps {
  values: Record<FilterKey, string>;
  onChange: (key: FilterKey, value: string | null) => void;
  onReset: () => void;
}

const PANEL_ID = 'browse-filter-fields';
// Chakra's md breakpoint, from which the fields are always shown.
const WIDE_QUERY = '(min-width: 48rem)';

export function BrowseFilters({ values, onChange, onReset }: BrowseFiltersProps) {
  const { data, error } = useQuery(BrowseFilterOptionsDocument);
  // Phones see the four dropdowns on demand; wider screens always.
  const [openOnPhone, setOpenOnPhone] = useState(false);
  // The server cannot know the width: it renders the fields (hidden by CSS on phones), as the
  // hydrating render must too; a phone then unmounts them.
  const [wide] = useMediaQuery([WIDE_QUERY], { fallback: [true] });
  // Four comboboxes cost a phone 140-215 ms of main thread in the first commit: while hidden
  // behind "Show filters" they are not mounted at all. Their state lives in the URL, so nothing is lost.
  const showFields = wide || openOnPhone;
  const activeCount = Object.values(values).filter(Boolean).length;
  useEffect(() => {
    if (error) console.error('Could not load the filter options', error);
  }, [error]);
  const options = data?.browseFilterOptions;
  const optionsFor: Record<FilterKey, readonly string[]> = {
    subject: options?.subjects ?? [],
    course: options?.courses ?? [],
    semester: options?.semesters.map(String) ?? [],
    college: options?.colleges ?? [],
  };

  return (
    <Stack as="section" aria-label="Filters" gap="4" p={{ base: '4', md: '6' }} rounded="2xl" {...cardSurface}>
      <Flex justify="space-between" align="center" gap="3">
        <HStack gap="2" color="fg" display={{ base: 'none', md: 'flex' }}>
          <FilterIcon color="brand.fg" />
          <Text fontWeight="700">Filter notes</Text>
        </HStack>
        <Button
          display={{ base: 'inline-flex', md: 'none' }}
          variant="ghost"
          size="sm"
          rounded="full"
          ms="-2"
          aria-expanded={openOnPhone}
          aria-controls={PANEL_ID}
          onClick={() => setOpenOnPhone((open) => !open)}
        >
          <FilterIcon color="brand.fg" /> {openOnPhone ? 'Hide filters' : 'Show filters'}
          {activeCount ? (
            <Badge colorPalette="brand" variant="solid" rounded="full" size="sm">
              {activeCount}
            </Badge>
          ) : null}
        </Button>
        <Button variant="ghost" size="sm" colorPalette="brand" rounded="full" onClick={onReset}>
          <RefreshIcon /> Reset Filters
        </Button>
      </Flex>
      <SimpleGrid id={PANEL_ID} columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '4' }} display={{ base: openOnPhone ? 'grid' : 'none', md: 'grid' }}>
        {showFields
          ? FILTERS.map((filter) => (
              <FilterCombobox
                key={filter.key}
                label={filter.label}
                placeholder={filter.placeholder}
                options={optionsFor[filter.key]}
                value={values[filter.key]}
                onChange={(value) => onChange(filter.key, value)}
              />
            ))
          : null}
      </SimpleGrid>
      <FollowFilterToggle course={values.course} subject={values.subject} />
    </Stack>
  );
}
