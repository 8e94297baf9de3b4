import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Input, chakra } from '@chakra-ui/react';
import { suggestCourses } from '@domain/courses';
import { FormField } from '../account/FormField';
import { panelSurface } from '../card-surface';

const MAX_SUGGESTIONS = 8;

interface CourseFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

/**
 * Free text with suggestions from the fixed list of programmes (case-insensitive substring,
 * spec 5), as an ARIA 1.2 combobox: arrows move, Enter picks, Escape closes.
 */
export function CourseField({ value, onChange, error, required = false }: CourseFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestCourses(value, MAX_SUGGESTIONS), [value]);
  // Nothing to suggest once the value is exactly a programme.
  const expanded = open && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0] === value);

  const pick = (course: string) => {
    onChange(course);
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
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FormField label="Course" error={error} required={required} helper="Type part of a programme, e.g. B.Tech, BSc or MBA, and pick it from the list.">
      <Box position="relative" w="full">
        <Input
          name="course"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="e.g. Computer Science Engineering (B.Tech/B.E)"
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
            aria-label="Course suggestions"
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
            {suggestions.map((course, index) => (
              <Box
                as="li"
                key={course}
                id={`${listId}-${index}`}
                role="option"
                // The whole name in one piece (the bold part would otherwise be read apart).
                aria-label={course}
                aria-selected={index === active}
                px="3"
                py="2"
                fontSize="sm"
                cursor="pointer"
                bg={index === active ? 'brand.subtle' : undefined}
                color={index === active ? 'brand.fg' : 'fg'}
                _hover={{ bg: 'brand.subtle' }}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(course);
                }}
              >
                <Highlighted text={course} query={value} />
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
    </FormField>
  );
}

/** The course with the typed part in bold. */
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
