import { useMutation, useQuery } from '@apollo/client/react';
import { FollowDocument, MyFollowsDocument, UnfollowDocument, type FollowKind, type MyFollowsQuery } from '../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../hooks/useCurrentUser';

type FollowRow = MyFollowsQuery['myFollows'][number];

/**
 * The signed-in user's follows and the two changes to them. Each change writes the list in the
 * cache from the mutation's answer, so every Follow button and the Following tab agree at once.
 */
export function useFollows() {
  const { isSignedIn } = useCurrentUser();
  const { data, loading } = useQuery(MyFollowsDocument, { skip: !isSignedIn });
  const [followMutation, following] = useMutation(FollowDocument);
  const [unfollowMutation, unfollowing] = useMutation(UnfollowDocument);
  const follows: readonly FollowRow[] = data?.myFollows ?? [];

  const isFollowing = (kind: FollowKind, value: string) => follows.some((f) => f.kind === kind && f.value === value);

  /** Resolves with the api's message when it refused, null when done. */
  const follow = async (kind: FollowKind, value: string): Promise<string | null> => {
    const { data: answer } = await followMutation({
      variables: { input: { kind, value } },
      update(cache, { data: result }) {
        const row = result?.follow.follow;
        if (!row) return;
        cache.updateQuery({ query: MyFollowsDocument }, (existing) =>
          existing ? { myFollows: [...existing.myFollows.filter((f) => !(f.kind === row.kind && f.value === row.value)), row] } : existing,
        );
      },
    });
    return answer?.follow.errors[0]?.message ?? null;
  };

  const unfollow = async (kind: FollowKind, value: string): Promise<string | null> => {
    const { data: answer } = await unfollowMutation({
      variables: { input: { kind, value } },
      update(cache, { data: result }) {
        if (result?.unfollow.errors.length) return;
        cache.updateQuery({ query: MyFollowsDocument }, (existing) =>
          existing ? { myFollows: existing.myFollows.filter((f) => !(f.kind === kind && f.value === value)) } : existing,
        );
      },
    });
    return answer?.unfollow.errors[0]?.message ?? null;
  };

  return { isSignedIn, follows, loading, isFollowing, follow, unfollow, busy: following.loading || unfollowing.loading };
}
