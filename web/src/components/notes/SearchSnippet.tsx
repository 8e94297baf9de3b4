import { chakra, Text, type TextProps } from '@chakra-ui/react';
import { parseSnippet } from './snippet';

interface SearchSnippetProps extends Omit<TextProps, 'children'> {
  snippet: string;
}

/** The passage that matched a search, matched words highlighted; always text, never HTML. */
export function SearchSnippet({ snippet, ...textProps }: SearchSnippetProps) {
  return (
    <Text data-testid="search-snippet" fontSize="sm" color="fg.muted" lineHeight="1.6" {...textProps}>
      {parseSnippet(snippet).map((part, index) =>
        part.marked ? (
          <chakra.mark key={index} bg="yellow.subtle" color="fg" px="0.5" rounded="sm" fontWeight="600">
            {part.text}
          </chakra.mark>
        ) : (
          <chakra.span key={index}>{part.text}</chakra.span>
        ),
      )}
    </Text>
  );
}
