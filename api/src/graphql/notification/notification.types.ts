import { IsArray, IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { FOLLOW_KINDS, FOLLOW_VALUE_MAX, FOLLOWS_MAX, type FollowKind as FollowKindValue } from '../../domain/community';
import {
  MARK_READ_MAX,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS,
  type NotificationKind as NotificationKindValue,
  type NotificationSetting,
  type NotificationSettingsRecord,
} from '../../services/notification.service';
import { ConnectionOf, CursorPageArgs } from '../common/connection';
import { describedEnum } from '../common/enum';
import { TextInput } from '../common/text-input';
import { PayloadOf, UserError } from '../common/user-error';
import { Note } from '../note/note.types';

export type NotificationKind = NotificationKindValue;
export const NotificationKind = describedEnum(NOTIFICATION_KINDS, 'NotificationKind', 'What a notification tells.', {
  NOTE_APPROVED: 'Your note was approved and is public.',
  NOTE_REJECTED: 'Your pending note was rejected (deleted by an admin).',
  NOTE_UNPUBLISHED: 'Your note was set back to pending; `reason` says why when given.',
  NOTE_REMOVED: 'Your published note was deleted by an admin; `reason` says why when given.',
  NOTE_COMMENTED: 'Someone commented on your note (`actor`).',
  NOTE_LIKED: 'Your note got likes: grouped, `count` likes since you last read it, `actor` the latest.',
  FOLLOWED_NOTE: 'A new note was approved in a course or subject you follow.',
});

export type FollowKind = FollowKindValue;
export const FollowKind = describedEnum(FOLLOW_KINDS, 'FollowKind', 'What can be followed.', {
  COURSE: 'A course, e.g. "Computer Science Engineering (B.Tech/B.E)".',
  SUBJECT: 'A subject, e.g. "Operating Systems".',
});

@ObjectType({ description: 'Something that happened to your notes or in what you follow.' })
export class Notification {
  @Field(() => ID, { description: 'Stable notification id.' })
  id: string;

  @Field(() => NotificationKind, { description: 'What happened.' })
  kind: NotificationKind;

  @Field(() => Note, { nullable: true, description: 'The note, when it still exists and you may see it.' })
  note: Note | null;

  @Field({ description: "The note's title when this happened (kept after a deletion)." })
  noteTitle: string;

  @Field(() => ID, { nullable: true, description: 'The comment, for NOTE_COMMENTED (null once deleted).' })
  commentId: string | null;

  @Field(() => String, { nullable: true, description: "The moderators' reason, for NOTE_UNPUBLISHED and NOTE_REMOVED." })
  reason: string | null;

  @Field(() => Int, { description: 'How many events it groups: likes for NOTE_LIKED, otherwise 1.' })
  count: number;

  @Field({ description: 'Whether you marked it read.' })
  read: boolean;

  @Field({ description: 'When it happened (for NOTE_LIKED: the latest like).' })
  createdAt: Date;

  /** Resolved through the per-request user loader. */
  actorId: string | null;
}

@ObjectType({ description: 'A page of your notifications, newest first.' })
export class NotificationConnection extends ConnectionOf(Notification, {
  one: 'notification',
  many: 'notifications',
  edge: 'A notification with its position in the list.',
  cursor: 'Opaque cursor; pass it as `after` to get older notifications.',
  totalCount: 'All your notifications, read and unread.',
}) {}

/** `first`/`after` of your notifications and of fromYourCourses. */
@ArgsType()
export class NotificationsArgs extends CursorPageArgs {}

@InputType({ description: 'Which notifications to mark read.' })
export class MarkNotificationsReadInput {
  @Field(() => [ID], { nullable: true, description: `These notifications (at most ${MARK_READ_MAX}); others' ids are ignored.` })
  @IsOptional()
  @IsArray()
  ids?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'All your notifications instead.' })
  @IsOptional()
  @IsBoolean()
  all?: boolean | null;
}

@ObjectType({ description: 'Result of marking notifications read.' })
export class MarkNotificationsReadPayload extends PayloadOf(UserError) {
  @Field(() => Int, { nullable: true, description: 'Unread notifications left (the bell); null when there are errors.' })
  unreadCount: number | null;
}

@ObjectType({ description: 'A course or subject you follow: you hear of every note newly approved in it.' })
export class Follow {
  @Field(() => FollowKind, { description: 'Course or subject.' })
  kind: FollowKind;

  @Field({ description: 'The course or subject, exactly as notes name it.' })
  value: string;

  @Field({ description: 'When you started following it.' })
  createdAt: Date;
}

@InputType({ description: `A course or subject to follow or unfollow (at most ${FOLLOWS_MAX} follows).` })
export class FollowInput {
  @Field(() => FollowKind, { description: 'Course or subject.' })
  @IsEnum(FollowKind)
  kind: FollowKind;

  @TextInput(`The course or subject, exactly as notes name it (at most ${FOLLOW_VALUE_MAX} characters).`)
  value: string;
}

@ObjectType({ description: 'Result of following a course or subject.' })
export class FollowPayload extends PayloadOf(UserError, 'Mistakes to fix (empty value, too many follows); empty on success.') {
  @Field(() => Follow, { nullable: true, description: 'The follow (following twice is the same follow); null when there are errors.' })
  follow: Follow | null;
}

@ObjectType({ description: 'Result of unfollowing a course or subject.' })
export class UnfollowPayload extends PayloadOf(UserError) {
  @Field({ description: 'Whether there was a follow to remove.' })
  removed: boolean;
}

/** Each switch: the kinds of notification it turns off, and what they tell. */
const SWITCHES: Record<NotificationSetting, { kinds: string; tells: string }> = {
  noteApproved: { kinds: 'NOTE_APPROVED', tells: 'an admin approved your note.' },
  noteRejected: { kinds: 'NOTE_REJECTED and NOTE_REMOVED', tells: 'an admin rejected your pending note or removed a published one.' },
  noteUnpublished: { kinds: 'NOTE_UNPUBLISHED', tells: 'your note was set back to pending (with the reason).' },
  noteCommented: { kinds: 'NOTE_COMMENTED', tells: 'someone commented on your note.' },
  noteLiked: { kinds: 'NOTE_LIKED', tells: 'your note got likes (grouped).' },
  followedNote: { kinds: 'FOLLOWED_NOTE', tells: 'a new note in a course or subject you follow.' },
};

// Both types have one field per switch of the service's list, declared by the loop below so that
// a new switch is one line in SWITCHES; the interfaces give the classes those fields' types.
@ObjectType({ description: 'Which notifications you get: each switch is on until you turn it off. Turned-off kinds are not written at all (not just hidden).' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface below
export class NotificationSettings {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the fields come from SWITCHES (above)
export interface NotificationSettings extends NotificationSettingsRecord {}

@InputType({ description: 'Switches to change; those left out (or null) stay as they are. At least one is required.' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface below
export class UpdateNotificationSettingsInput {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the fields come from SWITCHES (above)
export interface UpdateNotificationSettingsInput extends Partial<Record<NotificationSetting, boolean | null>> {}

for (const setting of NOTIFICATION_SETTINGS) {
  const { kinds, tells } = SWITCHES[setting];
  Field(() => Boolean, { description: `${kinds}: ${tells}` })(NotificationSettings.prototype, setting);
  Field(() => Boolean, { nullable: true, description: `${kinds} on or off.` })(UpdateNotificationSettingsInput.prototype, setting);
  IsOptional()(UpdateNotificationSettingsInput.prototype, setting);
  IsBoolean()(UpdateNotificationSettingsInput.prototype, setting);
}

@ObjectType({ description: 'Result of changing your notification settings.' })
export class UpdateNotificationSettingsPayload extends PayloadOf(UserError, 'Mistakes to fix (no switch given); empty on success.') {
  @Field(() => NotificationSettings, { nullable: true, description: 'Every switch after the change; null when there are errors.' })
  settings: NotificationSettings | null;
}
