import { useState } from 'react';
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CheckIcon, PlusIcon } from '../../components/community/icons';
import { useFollows } from '../../components/community/useFollows';
import { useSignInTarget } from '../../components/notes/useSignInTarget';
import type { FollowKind } from '../../graphql/__generated__/graphql';

interface FollowFilterToggleProps {
  course: string;
  subject: string;
}

/**
 * Next to the filters: follow the course or subject being browsed ("Follow X" / "Following X"),
 * so the student hears of every new note approved in it. Visitors get a sign-in hint.
 */
export function FollowFilterToggle({ course, subject }: FollowFilterToggleProps) {
  const { isSignedIn, isFollowing, follow, unfollow } = useFollows();
  const signIn = useSignInTarget();
  const [pending, setPending] = useState<FollowKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const targets = [
    { kind: 'COURSE' as const, value: course.trim() },
    { kind: 'SUBJECT' as const, value: subject.trim() },
  ].filter((target) => target.value);
  if (!targets.length) return null;

  if (!isSignedIn) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="follow-filter-hint">
        <Link asChild color="brand.fg" fontWeight="600">
          <RouterLink to={signIn.to} state={signIn.state}>
            Sign in
          </RouterLink>
        </Link>{' '}
        to follow {targets.map((t) => t.value).join(' and ')} and hear of every new note.
      </Text>
    );
  }

  const toggle = async (kind: FollowKind, value: string) => {
    setPending(kind);
    setError(null);
    try {
      setError(isFollowing(kind, value) ? await unfollow(kind, value) : await follow(kind, value));
    } catch (failure) {
      console.error('changing a follow failed', failure);
      setError('That did not work. Please try again.');
    } finally {
      setPending(null);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" data-testid="follow-filter">
      {targets.map(({ kind, value }) => {
        const on = isFollowing(kind, value);
        return (
          <Button
            key={kind}
            size="sm"
            rounded="full"
            variant={on ? 'subtle' : 'outline'}
            colorPalette={on ? 'teal' : 'brand'}
            aria-pressed={on}
            loading={pending === kind}
            onClick={() => void toggle(kind, value)}
          >
            {on ? <CheckIcon /> : <PlusIcon />} {on ? `Following ${value}` : `Follow ${value}`}
          </Button>
        );
      })}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </HStack>
  );
}
