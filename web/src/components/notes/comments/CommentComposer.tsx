import { useState, type FormEvent } from 'react';
import { Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { COMMENT_MAX } from './useCommentMutations';

interface CommentComposerProps {
  /** Sends the trimmed text; resolves with an error message, or null when it was posted. */
  onSubmit: (text: string) => Promise<string | null>;
  busy: boolean;
}

export const COMMENT_PLACEHOLDER = 'Share your thoughts on these notes...';

export function CommentComposer({ onSubmit, busy }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    // Spec 5: whitespace-only comments are not sent.
    if (!trimmed || busy) return;
    const problem = await onSubmit(trimmed);
    setError(problem);
    if (!problem) setText('');
  }

  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-label="Add a comment">
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event);
        }}
        placeholder={COMMENT_PLACEHOLDER}
        aria-label="Your comment"
        maxLength={COMMENT_MAX}
        rows={3}
        resize="vertical"
        bg="bg.panel"
        rounded="xl"
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color={error ? 'fg.error' : 'fg.subtle'} role={error ? 'alert' : undefined}>
          {error ?? (text.length > COMMENT_MAX * 0.9 ? `${COMMENT_MAX - text.length} characters left` : '')}
        </Text>
        <Button type="submit" colorPalette="brand" rounded="full" size="sm" px="5" loading={busy}>
          Submit Comment
        </Button>
      </Flex>
    </Stack>
  );
}
