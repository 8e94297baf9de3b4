import { useState } from 'react';
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { BrowseNotesButton, EmptyState } from '../../components/account/EmptyState';
import { pluralize } from '../../app/format';
import { ListHeader, ListSkeleton, RowRemoveButton } from '../../components/account/ListParts';
import { useFollows } from '../../components/community/useFollows';
import { BookOpenIcon } from '../../components/icons';
import type { FollowKind } from '../../graphql/__generated__/graphql';
import { cardSurface } from '../../components/card-surface';

const KIND_LABEL: Record<FollowKind, string> = { COURSE: 'Course', SUBJECT: 'Subject' };

/** The courses and subjects the student follows: a link to their notes, and Unfollow. */
export function FollowingTab() {
  const { follows, loading, unfollow } = useFollows();
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = async (kind: FollowKind, value: string) => {
    setRemoving(`${kind}:${value}`);
    setError(null);
    try {
      setError(await unfollow(kind, value));
    } catch (failure) {
      console.error('unfollowing failed', failure);
      setError('That did not work. Please try again.');
    } finally {
      setRemoving(null);
    }
  };

  let body;
  if (loading && !follows.length) body = <ListSkeleton />;
  else if (!follows.length) {
    body = (
      <EmptyState
        icon={<BookOpenIcon boxSize="7" />}
        title="You don't follow any course or subject yet"
        description="Follow a course or subject from a note's page to hear of every new note approved in it."
        action={<BrowseNotesButton />}
      />
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Following">
        {follows.map((follow) => {
          const key = `${follow.kind}:${follow.value}`;
          const filter = follow.kind === 'COURSE' ? 'course' : 'subject';
          return (
            <HStack
              as="li"
              key={key}
              data-testid="follow-row"
              justify="space-between"
              gap="3"
              p={{ base: '4', md: '5' }}
              {...cardSurface}
              rounded="2xl"
              wrap="wrap"
            >
              <HStack gap="3" minW="0">
                <Badge variant="surface" colorPalette={follow.kind === 'COURSE' ? 'teal' : 'brand'} rounded="full" px="2.5">
                  {KIND_LABEL[follow.kind]}
                </Badge>
                <Link asChild fontWeight="600" color="fg" wordBreak="break-word" _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={`/browse?${filter}=${encodeURIComponent(follow.value)}`}>{follow.value}</RouterLink>
                </Link>
              </HStack>
              <RowRemoveButton aria-label={`Unfollow ${follow.value}`} loading={removing === key} onClick={() => void remove(follow.kind, follow.value)}>
                Unfollow
              </RowRemoveButton>
            </HStack>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <ListHeader title="Following" count={follows.length ? pluralize(follows.length, 'follow') : undefined} />
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
