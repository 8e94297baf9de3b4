import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { FollowRecord } from '../../services/follow.service';
import type { GraphQLContext } from '../context';
import { withUserErrors } from '../common/user-error';
import { toConnection } from '../note/present-note';
import { NoteConnection } from '../note/note.types';
import { Follow, FollowInput, FollowPayload, NotificationsArgs, UnfollowPayload } from './notification.types';

const present = (row: FollowRecord): Follow => Object.assign(new Follow(), { kind: row.kind, value: row.value, createdAt: row.createdAt });

/** Following courses and subjects. Signed-in accounts only. */
@Resolver()
export class FollowResolver {
  @Authorized()
  @Mutation(() => FollowPayload, { description: 'Follows a course or subject: you are notified of every note newly approved in it.' })
  follow(@Arg('input') input: FollowInput, @Ctx() { services, viewer }: GraphQLContext): Promise<FollowPayload> {
    return withUserErrors<FollowPayload>(async () => ({ follow: present(await services.follows.follow(viewer, input.kind, input.value)) }), { follow: null });
  }

  @Authorized()
  @Mutation(() => UnfollowPayload, { description: 'Stops following a course or subject.' })
  unfollow(@Arg('input') input: FollowInput, @Ctx() { services, viewer }: GraphQLContext): Promise<UnfollowPayload> {
    return withUserErrors<UnfollowPayload>(async () => ({ removed: await services.follows.unfollow(viewer, input.kind, input.value) }), { removed: false });
  }

  @Authorized()
  @Query(() => [Follow], { description: 'The courses and subjects you follow, courses first, alphabetical.' })
  async myFollows(@Ctx() { services, viewer }: GraphQLContext): Promise<Follow[]> {
    return (await services.follows.list(viewer)).map(present);
  }

  @Authorized()
  @Query(() => NoteConnection, {
    description: 'From your courses: approved notes in the courses and subjects you follow (not your own), newest first; empty when you follow nothing.',
  })
  async fromYourCourses(@Args() { first, after }: NotificationsArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NoteConnection> {
    return toConnection(await services.follows.fromYourCourses(viewer, first, after));
  }
}
