import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';
import { Badge, Box, Combobox, createListCollection, IconButton, Portal } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { skipToken, useQuery } from '@apollo/client/react';
import { SUGGESTION_MAX, SUGGESTION_MIN_CHARS } from '@domain/constants';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '../../graphql/__generated__/graphql';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { cardSurface } from '../../components/card-surface';

type SearchSuggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/** Suggestions follow typing closely; the card grid waits for a pause so it does not flicker. */
const SUGGEST_DELAY_MS = 150;
const SEARCH_DELAY_MS = 400;

const KIND_LABELS: Record<string, string> = { title: 'Title', subject: 'Subject', course: 'Course', college: 'College' };

/** The search is free text: a suggestion fills it in, it never stays selected. */
const NO_SELECTION: string[] = [];

interface SearchBoxProps {
  /** The search in the URL. */
  committed: string;
  /** Puts a search in the URL; `replace` while typing so Back skips half-typed words. */
  onCommit: (text: string, options: { replace: boolean }) => void;
  /** Changes when Reset Filters is pressed: the field and its suggestions clear, typed or not. */
  resetSignal: number;
}

/**
 * The search field with up to 5 suggestions from 2 characters, on the same combobox as the
 * filters (FilterCombobox), keyboard first: Enter searches the typed text, or the highlighted
 * suggestion.
 */
export function SearchBox({ committed, onCommit, resetSignal }: SearchBoxProps) {
  const suggestionsLabelId = useId();
  const [text, setText] = useState(committed);
  // Set by typing or ArrowDown; picking, Escape and leaving the field put the suggestions away.
  const [wanted, setWanted] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const lastCommitted = useRef(committed);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, committed, (typed) => {
    setText(typed);
    setWanted(true);
  });

  // The URL changed without us (Reset Filters, Back): show what it says, without suggestions.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
    setWanted(false);
  }, [committed]);

  // Reset Filters empties the field in the render of the tap itself, not in an effect after it:
  // the address changes as the tap is handled, and the field must not show the old search in
  // between (a render later, on a busy phone or for a tap held until the app hydrated, is visible).
  const [resetSeen, setResetSeen] = useState(resetSignal);
  if (resetSignal !== resetSeen) {
    setResetSeen(resetSignal);
    setText('');
    setWanted(false);
  }
  useLayoutEffect(() => {
    if (resetSignal !== 0) lastCommitted.current = '';
  }, [resetSignal]);

  function commit(value: string, replace: boolean) {
    const trimmed = value.trim();
    if (trimmed === lastCommitted.current) return;
    lastCommitted.current = trimmed;
    onCommit(trimmed, { replace });
  }

  const settledText = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    commit(settledText, true);
    // Runs when typing pauses, not when `commit` is re-created on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledText]);

  const trimmed = text.trim();
  const suggestFor = useDebouncedValue(trimmed, SUGGEST_DELAY_MS);
  const wantsSuggestions = wanted && suggestFor.length >= SUGGESTION_MIN_CHARS;
  const { data, previousData } = useQuery(SearchSuggestionsDocument, wantsSuggestions ? { variables: { query: suggestFor } } : skipToken);
  const offered = wanted && trimmed.length >= SUGGESTION_MIN_CHARS ? (data ?? previousData)?.searchSuggestions : undefined;
  const collection = useMemo(
    () =>
      createListCollection({
        items: (offered ?? []).slice(0, SUGGESTION_MAX),
        itemToValue: (suggestion) => `${suggestion.kind}:${suggestion.text}`,
        itemToString: (suggestion) => suggestion.text,
      }),
    [offered],
  );
  const expanded = collection.size > 0;

  function pick(suggestion: SearchSuggestion) {
    setText(suggestion.text);
    setWanted(false);
    commit(suggestion.text, false);
  }

  function clear() {
    setText('');
    setWanted(false);
    commit('', false);
  }

  // Runs before the combobox's own keys (it picks the highlighted suggestion on Enter).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && !expanded) setWanted(true);
    if (event.key === 'Enter' && highlighted === null) {
      setWanted(false);
      commit(text, false);
    }
    // A search field empties on Escape once nothing is left to close (the combobox keeps the
    // browser from doing it).
    if (event.key === 'Escape' && !expanded) setText('');
  }

  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      role="search"
      collection={collection}
      // The popup is named by this label (the field has its own aria-label).
      ids={{ label: suggestionsLabelId }}
      open={expanded}
      onOpenChange={(details) => setWanted(details.open)}
      inputValue={text}
      value={NO_SELECTION}
      onValueChange={(details) => {
        const [suggestion] = details.items;
        if (suggestion) pick(suggestion);
      }}
      onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
      allowCustomValue
      positioning={{ sameWidth: true, gutter: 8 }}
      size="lg"
      width="full"
    >
      <span id={suggestionsLabelId} hidden>
        Search suggestions
      </span>
      <Combobox.Control>
        <Box position="absolute" left="4" top="50%" transform="translateY(-50%)" color="fg.subtle" pointerEvents="none" zIndex="1">
          <SearchIcon boxSize="5" />
        </Box>
        <Combobox.Input
          ref={input}
          type="search"
          aria-label="Search notes"
          enterKeyHint="search"
          placeholder="Search titles, subjects, colleges..."
          // Also when the combobox has not seen the field focused (it ignores such input).
          onChange={(event) => {
            setText(event.target.value);
            setWanted(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setWanted(false)}
          h="12"
          minH="12"
          ps="12"
          pe="12"
          {...cardSurface}
          rounded="full"
          fontSize="md"
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        />
        {text ? (
          <IconButton
            aria-label="Clear search"
            variant="ghost"
            size="sm"
            rounded="full"
            position="absolute"
            right="3"
            top="50%"
            transform="translateY(-50%)"
            zIndex="1"
            onClick={clear}
          >
            <CloseIcon />
          </IconButton>
        ) : null}
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content rounded="xl" borderWidth="1px" borderColor="border" shadow="lg" px="0" py="2">
            {collection.items.map((suggestion) => {
              const value = collection.getItemValue(suggestion)!;
              return (
                <Combobox.Item
                  item={suggestion}
                  key={value}
                  data-testid="search-suggestion"
                  // Selection follows the highlight in this list (the ARIA combobox pattern).
                  aria-selected={value === highlighted}
                  gap="3"
                  px="4"
                  py="2.5"
                  rounded="none"
                  cursor="pointer"
                  _highlighted={{ bg: 'brand.subtle' }}
                >
                  <Combobox.ItemText color="fg" truncate>
                    {suggestion.text}
                  </Combobox.ItemText>
                  <Badge variant="subtle" colorPalette="gray" rounded="full" flexShrink={0} fontSize="2xs">
                    {KIND_LABELS[suggestion.kind] ?? suggestion.kind}
                  </Badge>
                </Combobox.Item>
              );
            })}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
