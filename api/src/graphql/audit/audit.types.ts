import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import {
  AUDIT_ACTIONS,
  AUDIT_ITEM_TYPES,
  type AuditAction as DomainAuditAction,
  type AuditItemType as DomainAuditItemType,
  REJECTION_DETAILS_MAX,
  REJECTION_REASONS,
  type RejectionReason as DomainRejectionReason,
} from '../../domain/audit';
import { ConnectionOf, PageArgs } from '../common/connection';
import { describedEnum } from '../common/enum';
import { TextInput } from '../common/text-input';
import { NoteError, PayloadOf } from '../common/user-error';

export type AuditAction = DomainAuditAction;
export const AuditAction = describedEnum(AUDIT_ACTIONS, 'AuditAction', 'What an admin (or, for HIDE, the report threshold) did.', {
  APPROVE: 'Approved a pending note: it became public.',
  UNPUBLISH: 'Set a published note back to pending (from the notes list or a report).',
  REJECT: 'Rejected a pending note with a reason; the note and its file were deleted.',
  DELETE: 'Deleted a note or a comment.',
  REPORT_DISMISS: 'Dismissed the reports of a note or comment; it is public again.',
  HIDE: 'Held from the public automatically: its open reports reached the threshold (no admin).',
  ROLE_CHANGE: "Changed an account's role; `changes` has the role before and after.",
  ACCOUNT_EDIT: "Changed an account's username or email; `changes` has each.",
  ACCOUNT_DELETE: 'Deleted an account with its notes.',
  BAN: 'Banned an account (reserved: there is no ban yet).',
  RENAME: 'Renamed a college or a subject; `changes` has the role before and after.',
  MERGE: 'Merged colleges or subjects into one; `changes` has the merged names.',
});

export type AuditItemType = DomainAuditItemType;
export const AuditItemType = describedEnum(AUDIT_ITEM_TYPES, 'AuditItemType', 'What an audit record is about.', {
  NOTE: 'A note (`itemId` is its id).',
  COMMENT: 'A comment (`itemId` is its id).',
  USER: 'An account (`itemId` is its id).',
  COLLEGE: 'A college (`itemId` is its name).',
  SUBJECT: 'A subject (`itemId` is its name).',
});

export type RejectionReason = DomainRejectionReason;
export const RejectionReason = describedEnum(REJECTION_REASONS, 'RejectionReason', 'A common reason to reject a pending note; the uploader reads it.', {
  NOT_ORIGINAL: 'Not the uploader’s own work, or not theirs to share.',
  WRONG_DETAILS: 'The course, subject, semester or batch is wrong.',
  UNREADABLE: 'The file is unreadable, blank or incomplete.',
  DUPLICATE: 'The same notes are already shared.',
  NOT_STUDY_MATERIAL: 'It is not study material.',
  OTHER: 'Another reason: `details` says which.',
});

@ObjectType({ description: 'One value an action changed.' })
export class AuditChange {
  @Field({ description: 'What changed: role, username, email, name.' })
  field: string;

  @Field(() => String, { nullable: true, description: 'The value before.' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'The value after.' })
  to: string | null;
}

@ObjectType({ description: 'One admin or moderation action, as recorded at the time. Records are never changed or deleted.' })
export class AuditRecord {
  @Field(() => ID, { description: 'Stable record id.' })
  id: string;

  @Field(() => AuditAction, { description: 'What was done.' })
  action: AuditAction;

  @Field(() => ID, { nullable: true, description: 'The admin who did it; null for the automatic hold.' })
  actorId: string | null;

  @Field(() => String, { nullable: true, description: "The admin's username at the time; null for the automatic hold." })
  actorName: string | null;

  @Field(() => AuditItemType, { description: 'What kind of item it was done to.' })
  itemType: AuditItemType;

  @Field({ description: 'The item: an id for notes, comments and accounts, the name for colleges and subjects. The item may no longer exist.' })
  itemId: string;

  @Field({ description: "The item's title at the time: a note's title, a comment's first words, an account's username." })
  itemTitle: string;

  @Field(() => String, { nullable: true, description: 'The reason given, as the uploader read it; null when none was needed.' })
  reason: string | null;

  @Field(() => [AuditChange], { description: 'What changed, for actions that say more (a role from and to, an account edit, a rename); empty otherwise.' })
  changes: AuditChange[];

  @Field(() => Date, { description: 'When it was done.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of audit records, newest first.' })
export class AuditRecordConnection extends ConnectionOf(AuditRecord, {
  one: 'audit record',
  many: 'audit records',
  totalCount: 'How many records match the filters in all.',
}) {}

@ObjectType({ description: 'An admin who has audit records: a choice of the audit page’s filter.' })
export class AuditActor {
  @Field(() => ID, { description: 'The account id (pass it as `adminId`).' })
  id: string;

  @Field({ description: 'Their username now, or at the time of their last record if the account is gone.' })
  name: string;
}

@ArgsType()
export class AuditRecordsArgs extends PageArgs {
  @TextInput('Only the records of this admin (an account id, as in auditActors).', { optional: true, id: true })
  adminId?: string | null;

  @Field(() => AuditAction, { nullable: true, description: 'Only this action.' })
  @IsOptional()
  @IsEnum(AuditAction)
  action?: AuditAction | null;

  @Field(() => AuditItemType, { nullable: true, description: 'Only records about this kind of item.' })
  @IsOptional()
  @IsEnum(AuditItemType)
  itemType?: AuditItemType | null;

  @TextInput("Only records about this item (an id, or a college's or subject's name): a note's history, say.", { optional: true, id: true, maxLength: 200 })
  itemId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Records from this moment on (inclusive).' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Records before this moment (exclusive).' })
  to?: Date | null;
}

@InputType({ description: 'Rejection of a pending note: a common reason and, optionally, words of the admin’s own.' })
export class RejectNoteInput {
  @TextInput('The pending note.', { id: true })
  id: string;

  @Field(() => RejectionReason, { description: 'Why it is rejected; the uploader reads it.' })
  @IsEnum(RejectionReason)
  reason: RejectionReason;

  @TextInput(`The admin's own words, at most ${REJECTION_DETAILS_MAX} characters; required with OTHER.`, { optional: true })
  details?: string | null;
}

@ObjectType({ description: 'Result of a rejection.' })
export class RejectNotePayload extends PayloadOf(NoteError, 'Mistakes to fix (no reason, a published note: CONFLICT); empty on success.') {
  @Field(() => ID, { nullable: true, description: 'Id of the rejected (and deleted) note; null when there are errors.' })
  rejectedId: string | null;
}
