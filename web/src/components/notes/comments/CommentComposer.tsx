import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTypedBeforeHydration } from '../../../hooks/useTypedBeforeHydration';
import { CommentCounter, commentTooLong, sendComment } from './comment-length';

interface CommentComposerProps {
  /** Sends the trimmed text; resolves with an error message, or null when it was posted. */
  onSubmit: (text: string) => Promise<string | null>;
  busy: boolean;
  /** The box's id: the target a visitor returns to after signing in to comment. */
  id?: string;
}

export const COMMENT_PLACEHOLDER = 'Share your thoughts on these notes...';

export function CommentComposer({ onSubmit, busy, id }: CommentComposerProps) {
  const counterId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box, '', setText);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = await sendComment(text, onSubmit);
    if (problem === undefined) return;
    setError(problem);
    if (!problem) setText('');
  }

  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-label="Add a comment">
      <Textarea
        ref={box}
        value={text}
        id={id}
        onChange={(event) => {
          setText(event.target.value);
          if (error && !commentTooLong(event.target.value.trim().length)) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event);
        }}
        placeholder={COMMENT_PLACEHOLDER}
        aria-label="Your comment"
        aria-describedby={counterId}
        aria-invalid={commentTooLong(text.trim().length) ? true : undefined}
        rows={3}
        resize="vertical"
        bg="bg.panel"
        rounded="xl"
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color={error ? 'fg.error' : 'fg.subtle'} role={error ? 'alert' : undefined}>
          {error ?? ''}
        </Text>
        <CommentCounter id={counterId} length={text.trim().length} />
        <Button type="submit" colorPalette="brand" rounded="full" size="sm" px="5" loading={busy}>
          Submit Comment
        </Button>
      </Flex>
    </Stack>
  );
}
