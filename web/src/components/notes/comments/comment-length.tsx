import { Text } from '@chakra-ui/react';
import { COMMENT_MAX } from '@domain/constants';
import { formatInteger } from '../../../app/format';

/** The message for a comment over the limit (the server refuses it too, never cutting it short). */
export function commentTooLong(length: number): string | null {
  return length > COMMENT_MAX
    ? `Comments can be at most ${formatInteger(COMMENT_MAX)} characters: this one has ${formatInteger(length)}. Shorten it to send it.`
    : null;
}

/**
 * Sends what a comment box holds, trimmed: a blank one is not sent (spec 4 and 5: nothing
 * happens), one past the limit is refused here without sending. The message to show (null when
 * `send` succeeded), or undefined when nothing was sent for being blank.
 */
export async function sendComment(text: string, send: (trimmed: string) => Promise<string | null>): Promise<string | null | undefined> {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return commentTooLong(trimmed.length) ?? (await send(trimmed));
}

/** "123 / 2,000" under a comment box, red past the limit; screen readers hear it on request (aria-describedby). */
export function CommentCounter({ id, length }: { id: string; length: number }) {
  const over = length > COMMENT_MAX;
  return (
    <Text id={id} fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums" data-testid="comment-counter" flexShrink={0}>
      {formatInteger(length)} / {formatInteger(COMMENT_MAX)}
      {over ? ' (too long)' : ''}
    </Text>
  );
}
