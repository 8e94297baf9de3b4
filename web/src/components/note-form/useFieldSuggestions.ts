import { skipToken, useQuery } from '@apollo/client/react';
import { SUGGESTION_MIN_CHARS } from '@domain/constants';
import { NoteFieldSuggestionsDocument, type NoteFieldName } from '../../graphql/__generated__/graphql';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** The form asks the server once typing pauses this long. */
const SUGGEST_DELAY_MS = 200;

/**
 * Existing values of a note field (approved notes' subjects, courses or colleges) that match
 * what was typed, from SUGGESTION_MIN_CHARS characters; the previous answer stays while the
 * next one loads, so the list does not flicker. Empty when the server cannot answer: the field
 * still takes free text.
 */
export function useFieldSuggestions(field: NoteFieldName, value: string): string[] {
  const query = useDebouncedValue(value.trim(), SUGGEST_DELAY_MS);
  const asks = query.length >= SUGGESTION_MIN_CHARS;
  const { data, previousData } = useQuery(NoteFieldSuggestionsDocument, asks ? { variables: { field, query }, fetchPolicy: 'cache-first' } : skipToken);
  if (value.trim().length < SUGGESTION_MIN_CHARS) return [];
  return (data ?? previousData)?.noteFieldSuggestions ?? [];
}
