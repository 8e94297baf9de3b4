import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, chakra, IconButton, Input, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { SUGGESTION_MAX, SUGGESTION_MIN_CHARS } from '@domain/constants';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '../../graphql/__generated__/graphql';

type SearchSuggestion = SearchSuggestionsQuery['searchSuggestions'][number];
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** Suggestions follow typing closely; the card grid waits for a pause so it does not flicker. */
const SUGGEST_DELAY_MS = 150;
const SEARCH_DELAY_MS = 400;

const KIND_LABELS: Record<string, string> = { title: 'Title', subject: 'Subject', course: 'Course', college: 'College' };

interface SearchBoxProps {
  /** The search in the URL. */
  committed: string;
  /** Puts a search in the URL; `replace` while typing so Back skips half-typed words. */
  onCommit: (text: string, options: { replace: boolean }) => void;
  /** Changes when Reset Filters is pressed: the field and its suggestions clear, typed or not. */
  resetSignal: number;
}

/** The search field with up to 5 suggestions from 2 characters: an ARIA combobox, keyboard first. */
export function SearchBox({ committed, onCommit, resetSignal }: SearchBoxProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [text, setText] = useState(committed);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastCommitted = useRef(committed);

  // The URL changed without us (Reset Filters, Back): show what it says, without suggestions.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
    setOpen(false);
  }, [committed]);

  useEffect(() => {
    if (resetSignal === 0) return;
    lastCommitted.current = '';
    setText('');
    setOpen(false);
    setActive(-1);
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
  }, [settledText]);

  const trimmed = text.trim();
  const suggestFor = useDebouncedValue(trimmed, SUGGEST_DELAY_MS);
  const wantsSuggestions = open && suggestFor.length >= SUGGESTION_MIN_CHARS;
  const { data, previousData } = useQuery(SearchSuggestionsDocument, wantsSuggestions ? { variables: { query: suggestFor } } : skipToken);
  const suggestions: SearchSuggestion[] =
    open && trimmed.length >= SUGGESTION_MIN_CHARS ? ((data ?? previousData)?.searchSuggestions ?? []).slice(0, SUGGESTION_MAX) : [];
  const expanded = suggestions.length > 0;

  useEffect(() => setActive(-1), [data]);

  function pick(suggestion: SearchSuggestion) {
    setText(suggestion.text);
    setOpen(false);
    setActive(-1);
    commit(suggestion.text, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (expanded) setActive((index) => (index + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0) pick(suggestions[active]);
        else {
          setOpen(false);
          commit(text, false);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  return (
    <Box position="relative" w="full" role="search">
      <Box position="absolute" left="4" top="50%" transform="translateY(-50%)" color="fg.subtle" pointerEvents="none" zIndex="1">
        <SearchIcon boxSize="5" />
      </Box>
      <Input
        type="search"
        role="combobox"
        aria-label="Search notes"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search titles, subjects, colleges..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        size="xl"
        ps="12"
        pe="12"
        bg="bg.panel"
        rounded="full"
        borderColor="border"
        shadow="card"
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
          onClick={() => {
            setText('');
            setOpen(false);
            commit('', false);
          }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        position="absolute"
        top="calc(100% + 8px)"
        left="0"
        right="0"
        zIndex="dropdown"
        bg="bg.panel"
        rounded="xl"
        borderWidth="1px"
        borderColor="border"
        shadow="lg"
        py="2"
        listStyleType="none"
        overflow="hidden"
      >
        {suggestions.map((suggestion, index) => (
          <chakra.li
            key={`${suggestion.kind}:${suggestion.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-testid="search-suggestion"
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="3"
            px="4"
            py="2.5"
            cursor="pointer"
            bg={index === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'brand.subtle' }}
            // Keep focus in the input so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(suggestion)}
          >
            <Text as="span" color="fg" truncate>
              {suggestion.text}
            </Text>
            <Badge variant="subtle" colorPalette="gray" rounded="full" flexShrink={0} fontSize="2xs">
              {KIND_LABELS[suggestion.kind] ?? suggestion.kind}
            </Badge>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
