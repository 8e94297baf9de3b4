import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';

interface DidYouMeanProps {
  /** The corrected search the server offers (NoteConnection.didYouMean); nothing shows when null. */
  suggestion: string | null | undefined;
  /** Runs that search (updates the query string, so the search box follows). */
  onSearch: (text: string) => void;
}

/**
 * "Did you mean thermodynamics?" for a search whose words, as typed, matched nothing. A real
 * link (the same browse address with that search), so it can be opened in a new tab; a plain
 * click runs the search in place.
 */
export function DidYouMean({ suggestion, onSearch }: DidYouMeanProps) {
  const location = useLocation();
  if (!suggestion) return null;
  const params = new URLSearchParams(location.search);
  params.set('search', suggestion);
  params.delete('note');
  return (
    <Text fontSize={{ base: 'md', md: 'lg' }} color="fg" data-testid="did-you-mean" role="status">
      Did you mean{' '}
      <Link asChild color="brand.fg" fontWeight="700" textDecoration="underline" textUnderlineOffset="3px">
        <RouterLink
          to={{ pathname: location.pathname, search: `?${params.toString()}` }}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onSearch(suggestion);
          }}
        >
          <em>{suggestion}</em>
        </RouterLink>
      </Link>
      ?
    </Text>
  );
}
