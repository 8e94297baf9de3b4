import { IsEnum } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MODERATION_REASON_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason as DomainReportReason } from '../../domain/community';
import {
  MODERATION_ACTION_KINDS,
  MODERATION_ACTIONS,
  type ModerationActionKind as DomainModerationActionKind,
  type ModerationDecision as DomainModerationDecision,
  REPORTED_KINDS,
  type ReportedKind,
} from '../../services/report.service';
import { Comment } from '../comment/comment.types';
import { ConnectionOf } from '../common/connection';
import { describedEnum } from '../common/enum';
import { TextInput } from '../common/text-input';
import { PayloadOf, UserError } from '../common/user-error';
import { Note } from '../note/note.types';

export type ReportReason = DomainReportReason;
export const ReportReason = describedEnum(REPORT_REASONS, 'ReportReason', 'Why a student reports a note or a comment.', {
  COPYRIGHT: 'Copied from a book, a paid course or someone else without permission.',
  WRONG: 'Wrong or misleading content.',
  SPAM: 'Advertising, links or unrelated content.',
  OFFENSIVE: 'Abusive, hateful or otherwise offensive.',
  OTHER: 'Something else; `details` says what.',
});

export type ReportedItemKind = ReportedKind;
export const ReportedItemKind = describedEnum(REPORTED_KINDS, 'ReportedItemKind', 'What a report is about.', {
  NOTE: 'A published note.',
  COMMENT: 'A comment on a published note.',
});

export type ModerationActionKind = DomainModerationActionKind;
export const ModerationActionKind = describedEnum(MODERATION_ACTION_KINDS, 'ModerationActionKind', 'A step in the moderation history of a reported item.', {
  HIDE: 'Held from the public automatically: its open reports reached the threshold.',
  DISMISS: 'An admin dismissed the reports; the item is public again.',
  UNPUBLISH: 'An admin set the note back to pending; its uploader was told why.',
  DELETE: 'An admin deleted the note or comment.',
});

export type ModerationDecision = DomainModerationDecision;
export const ModerationDecision = describedEnum(MODERATION_ACTIONS, 'ModerationDecision', "An admin's decision on a reported item.", {
  DISMISS: 'Close the reports and make the item public again.',
  UNPUBLISH: 'Notes only: back to pending, with a reason the uploader reads.',
  DELETE: 'Delete the note (with its file) or the comment.',
});

/** Fields a report and a decision share: which item they are about. */
@InputType({ description: 'A note or a comment (not used directly).' })
abstract class ReportedItemRefInput {
  @Field(() => ReportedItemKind, { description: 'Whether `id` is a note or a comment.' })
  @IsEnum(ReportedItemKind)
  kind: ReportedItemKind;

  @TextInput('The note or comment id.', { id: true, maxLength: 100 })
  id: string;
}

@InputType({ description: 'A report of a note or a comment. One per student and item.' })
export class ReportContentInput extends ReportedItemRefInput {
  @Field(() => ReportReason, { description: 'Why it is reported.' })
  @IsEnum(ReportReason)
  reason: ReportReason;

  @TextInput(`What is wrong, in the reporter's words: at most ${REPORT_DETAILS_MAX} characters; required with OTHER.`, { optional: true })
  details?: string | null;
}

@ObjectType({ description: 'One report, without its reporter: nobody is ever shown who reported.' })
export class Report {
  @Field(() => ID, { description: 'Stable report id.' })
  id: string;

  @Field(() => ReportReason, { description: 'Why it was reported.' })
  reason: ReportReason;

  @Field(() => String, { nullable: true, description: "The reporter's words, if any." })
  details: string | null;

  @Field({ description: 'When it was reported.' })
  createdAt: Date;
}

@ObjectType({ description: 'Result of reporting a note or a comment.' })
export class ReportPayload extends PayloadOf(UserError, 'Mistakes to fix (CONFLICT when you already reported the item); empty on success.') {
  @Field(() => Report, { nullable: true, description: 'The report; null when there are errors.' })
  report: Report | null;
}

@ObjectType({ description: 'How many open reports of an item give one reason.' })
export class ReportReasonCount {
  @Field(() => ReportReason, { description: 'The reason.' })
  reason: ReportReason;

  @Field(() => Int, { description: 'Open reports giving it.' })
  count: number;
}

@ObjectType({ description: 'A recorded moderation step: who (an admin, or none for the automatic hold), when, what and why.' })
export class ModerationAction {
  @Field(() => ID, { description: 'Stable id of the step.' })
  id: string;

  @Field(() => ModerationActionKind, { description: 'What was done.' })
  action: ModerationActionKind;

  @Field(() => String, { nullable: true, description: 'Why, as the admin wrote it (for HIDE: the threshold reached).' })
  reason: string | null;

  @Field({ description: "The note's title or the comment's first words when the step was taken (kept after a deletion)." })
  itemTitle: string;

  @Field({ description: 'When it was done.' })
  createdAt: Date;

  /** Resolved through the per-request user loader; null for the automatic hold. */
  actorId: string | null;
}

@ObjectType({ description: 'A reported note or comment in the admin queue: its open reports grouped, and its history.' })
export class ReportedItem {
  @Field(() => ID, { description: 'The note or comment id.' })
  id: string;

  @Field(() => ReportedItemKind, { description: 'Note or comment.' })
  kind: ReportedItemKind;

  @Field(() => Note, { description: 'The note reported, or the note the reported comment is on.' })
  note: Note;

  @Field(() => Comment, { nullable: true, description: 'The reported comment; null for a note.' })
  comment: Comment | null;

  @Field({ description: 'Whether the item is held from the public (its open reports reached the threshold).' })
  hidden: boolean;

  @Field(() => Int, { description: 'Open reports: how many students reported it and await a decision.' })
  openReportCount: number;

  @Field({ description: 'When the oldest open report came in.' })
  firstReportedAt: Date;

  @Field({ description: 'When the newest open report came in.' })
  lastReportedAt: Date;

  @Field(() => [ReportReasonCount], { description: 'The open reports counted by reason, most given first.' })
  reasons: ReportReasonCount[];

  @Field(() => [Report], { description: 'The open reports, oldest first, without reporters.' })
  reports: Report[];

  @Field(() => [ModerationAction], { description: 'Every moderation step on the item so far, oldest first.' })
  history: ModerationAction[];
}

@ObjectType({ description: 'A page of the report queue: most reported first, then oldest first report.' })
export class ReportedItemConnection extends ConnectionOf(ReportedItem, {
  one: 'reported item',
  many: 'items',
  edge: 'A reported item with its position in the queue.',
  totalCount: 'Reported items awaiting a decision in all (the sidebar badge).',
}) {}

@ArgsType()
export class ModerationHistoryArgs {
  @Field(() => ReportedItemKind, { description: 'Whether `id` is a note or a comment.' })
  @IsEnum(ReportedItemKind)
  kind: ReportedItemKind;

  @TextInput('The note or comment id (it may be deleted already).', { id: true, maxLength: 100 })
  id: string;
}

@InputType({ description: "An admin's decision on a reported item." })
export class ModerateReportedItemInput extends ReportedItemRefInput {
  @Field(() => ModerationDecision, { description: 'Dismiss, unpublish (notes) or delete.' })
  @IsEnum(ModerationDecision)
  action: ModerationDecision;

  @TextInput(`Why, at most ${MODERATION_REASON_MAX} characters; required to unpublish (the uploader reads it).`, { optional: true })
  reason?: string | null;
}

@ObjectType({ description: "Result of an admin's decision on a reported item." })
export class ModerationPayload extends PayloadOf(UserError, 'Mistakes to fix (CONFLICT when there is nothing left to dismiss); empty on success.') {
  @Field(() => ModerationAction, { nullable: true, description: 'The recorded step; null when there are errors.' })
  action: ModerationAction | null;
}
