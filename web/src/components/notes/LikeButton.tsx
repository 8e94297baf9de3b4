import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { HeartIcon } from '../icons';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { HeartFilledIcon } from './icons';
import { useSignInTarget } from './useSignInTarget';
import { useToggleLike, type LikeableNote } from './useToggleLike';

interface LikeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  note: LikeableNote;
  /** Text after the count, e.g. "likes" in the Statistics panel; the count alone on cards. */
  suffix?: string;
}

function likesLabel(count: number) {
  return `${count} ${count === 1 ? 'like' : 'likes'}`;
}

/** The like count as a toggle; visitors are sent to sign in. */
export function LikeButton({ note, suffix, ...buttonProps }: LikeButtonProps) {
  const { isSignedIn } = useCurrentUser();
  const toggleLike = useToggleLike();
  const signIn = useSignInTarget();
  const liked = isSignedIn && note.viewerHasLiked;
  const content = (
    <>
      {liked ? <HeartFilledIcon color="pink.fg" /> : <HeartIcon color="pink.fg" />}
      <span data-testid="like-count">{note.likeCount}</span>
      {suffix ? <span>{suffix}</span> : null}
    </>
  );
  const common = {
    variant: 'ghost' as const,
    size: 'sm' as const,
    rounded: 'full',
    color: 'fg.muted',
    gap: '1.5',
    px: '2.5',
    ...buttonProps,
  };

  if (!isSignedIn) {
    return (
      <Button asChild {...common} aria-label={`${likesLabel(note.likeCount)}. Sign in to like`}>
        <RouterLink to={signIn.to} state={signIn.state}>
          {content}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button
      {...common}
      bg={liked ? 'pink.subtle' : undefined}
      aria-pressed={liked}
      aria-label={`${likesLabel(note.likeCount)}. ${liked ? 'Unlike' : 'Like'}`}
      onClick={() => void toggleLike(note)}
    >
      {content}
    </Button>
  );
}
