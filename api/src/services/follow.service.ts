import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { FOLLOW_KINDS, FOLLOW_VALUE_MAX, FOLLOWS_MAX, type FollowKind } from '../domain/community';
import { badInput } from '../errors';
import { requireViewer } from '../policies';
import { type NotePage, pageNotes } from '../data/note.data';
import { countOtherFollows, deleteFollow, followedNotesQuery, type FollowRecord, followsOf, upsertFollow } from '../data/follow.data';
import { lockUser } from '../data/user.data';

export type { FollowRecord };

function cleanTarget(kind: unknown, value: unknown): { kind: FollowKind; value: string } {
  if (!(FOLLOW_KINDS as readonly unknown[]).includes(kind))
    throw badInput('You can follow a course or a subject.', [{ field: 'kind', message: 'course or subject' }]);
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw badInput(`Say which ${kind} to follow.`, [{ field: 'value', message: 'Required.' }]);
  if (text.length > FOLLOW_VALUE_MAX)
    throw badInput(`At most ${FOLLOW_VALUE_MAX} characters.`, [{ field: 'value', message: `At most ${FOLLOW_VALUE_MAX} characters.` }]);
  return { kind: kind as FollowKind, value: text };
}

/**
 * Following a course or a subject: the follower hears of every note newly approved in it
 * (NotificationService fans the approval out). Following twice is the same follow.
 */
export class FollowService {
  constructor(private readonly ds: DataSource) {}

  async follow(viewer: Viewer | null, kind: unknown, value: unknown): Promise<FollowRecord> {
    requireViewer(viewer);
    const target = cleanTarget(kind, value);
    return this.ds.transaction(async (tx) => {
      // Serializes one account's follows, so two at once cannot both pass the limit.
      await lockUser(tx, viewer.id);
      const count = await countOtherFollows(tx, viewer.id, target);
      if (count >= FOLLOWS_MAX)
        throw badInput(`You can follow at most ${FOLLOWS_MAX} courses and subjects; unfollow one first.`, [
          { field: 'value', message: `At most ${FOLLOWS_MAX} follows.` },
        ]);
      return upsertFollow(tx, viewer.id, target);
    });
  }

  /** Stops following; true when there was a follow to remove. */
  async unfollow(viewer: Viewer | null, kind: unknown, value: unknown): Promise<boolean> {
    requireViewer(viewer);
    const target = cleanTarget(kind, value);
    return deleteFollow(this.ds, viewer.id, target);
  }

  /** The viewer's follows, courses then subjects, alphabetical (at most FOLLOWS_MAX). */
  async list(viewer: Viewer | null): Promise<FollowRecord[]> {
    requireViewer(viewer);
    return followsOf(this.ds, viewer.id);
  }

  /**
   * "From your courses": public notes in the courses and subjects the viewer follows, newest
   * first (their own uploads left out: they know those). Empty for an account that follows nothing.
   */
  fromYourCourses(viewer: Viewer | null, first: number, after?: string | null): Promise<NotePage> {
    requireViewer(viewer);
    return pageNotes(this.ds, followedNotesQuery(viewer.id), first, after);
  }
}
