import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Input, chakra } from '@chakra-ui/react';
import { panelSurface } from '../card-surface';

export interface SuggestionComboboxProps {
  /** The form field's name (also what a plain form post would send). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** What to offer for the current value, best first; the list shows when there is any. */
  suggestions: readonly string[];
  /** The listbox's accessible name, e.g. "College suggestions". */
  listLabel: string;
  placeholder?: string;
}

/**
 * Free text with suggestions, as an ARIA 1.2 combobox (list autocomplete): the list opens as
 * the student types, arrows move through it, Enter picks, Escape closes, a tap picks on a phone.
 * The caller decides what to suggest (a fixed list, values from the server); put it inside a
 * FormField, which labels it.
 */
export function SuggestionCombobox({ name, value, onChange, suggestions, listLabel, placeholder }: SuggestionComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Nothing to suggest once the value is exactly the only suggestion.
  const expanded = open && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0] === value);
  const current = active < suggestions.length ? active : -1;

  const pick = (suggestion: string) => {
    onChange(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && current >= 0) {
      event.preventDefault();
      pick(suggestions[current]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box position="relative" w="full">
      <Input
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && current >= 0 ? `${listId}-${current}` : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={listLabel}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          left="0"
          right="0"
          maxH="64"
          overflowY="auto"
          {...panelSurface}
          rounded="xl"
          shadow="lg"
          py="1"
          listStyleType="none"
        >
          {suggestions.map((suggestion, index) => (
            <Box
              as="li"
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              // The whole value in one piece (the bold part would otherwise be read apart).
              aria-label={suggestion}
              aria-selected={index === current}
              px="3"
              py="2.5"
              fontSize="sm"
              cursor="pointer"
              bg={index === current ? 'brand.subtle' : undefined}
              color={index === current ? 'brand.fg' : 'fg'}
              _hover={{ bg: 'brand.subtle' }}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
            >
              <Highlighted text={suggestion} query={value} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The suggestion with the typed part in bold. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLowerCase();
  const at = q ? text.toLowerCase().indexOf(q) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <chakra.strong fontWeight="700">{text.slice(at, at + q.length)}</chakra.strong>
      {text.slice(at + q.length)}
    </>
  );
}
