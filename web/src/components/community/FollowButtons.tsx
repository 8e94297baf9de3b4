import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { FollowKind } from '../../graphql/__generated__/graphql';
import { CheckIcon, PlusIcon } from './icons';
import { useFollows } from './useFollows';
import { ProblemText } from '../ProblemText';

interface FollowButtonsProps {
  course: string;
  subject: string;
}

/** Follow the note's course and subject: the student hears of every new note approved in them. */
export function FollowButtons({ course, subject }: FollowButtonsProps) {
  const { isSignedIn, isFollowing, follow, unfollow } = useFollows();
  const [pending, setPending] = useState<FollowKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!isSignedIn) return null;

  const toggle = async (kind: FollowKind, value: string) => {
    setPending(kind);
    setError(null);
    try {
      const message = isFollowing(kind, value) ? await unfollow(kind, value) : await follow(kind, value);
      setError(message);
    } catch (failure) {
      console.error('changing a follow failed', failure);
      setError('That did not work. Please try again.');
    } finally {
      setPending(null);
    }
  };

  const items: { kind: FollowKind; value: string; noun: string }[] = [
    { kind: 'SUBJECT', value: subject, noun: 'subject' },
    { kind: 'COURSE', value: course, noun: 'course' },
  ];
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        {items
          .filter((item) => item.value.trim())
          .map((item) => {
            const on = isFollowing(item.kind, item.value);
            return (
              <Button
                key={item.kind}
                size="xs"
                rounded="full"
                variant={on ? 'subtle' : 'outline'}
                colorPalette={on ? 'teal' : 'gray'}
                aria-pressed={on}
                aria-label={`${on ? 'Following' : 'Follow'} ${item.noun} ${item.value}`}
                loading={pending === item.kind}
                onClick={() => void toggle(item.kind, item.value)}
              >
                {on ? <CheckIcon /> : <PlusIcon />} {on ? `Following ${item.noun}` : `Follow ${item.noun}`}
              </Button>
            );
          })}
      </HStack>
      <ProblemText>{error}</ProblemText>
    </Stack>
  );
}
