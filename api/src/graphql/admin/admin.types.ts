import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { NOTE_ORDERS, NOTE_STATUSES, type NoteOrder as NoteOrderValue, type NoteStatus as NoteStatusValue } from '../../services/admin.service';
import { ConnectionOf, PageArgs } from '../common/connection';
import { describedEnum } from '../common/enum';
import { TextInput } from '../common/text-input';
import { AccountError, PayloadOf } from '../common/user-error';
import { Note } from '../note/note.types';
import { Role, User } from '../user/user.types';

export type NoteStatus = NoteStatusValue;
export const NoteStatus = describedEnum(NOTE_STATUSES, 'NoteStatus', 'Moderation state of a note.', {
  APPROVED: 'Approved by an admin: public.',
  PENDING: 'Waiting for approval: seen only by its uploader and admins.',
});

@ObjectType({ description: 'Figures for the admin dashboard.' })
export class AdminStats {
  @Field(() => Int, { description: 'All accounts, admins included.' })
  totalUsers: number;

  @Field(() => Int, { description: 'All notes, approved and pending.' })
  totalNotes: number;

  @Field(() => Int, { description: 'Notes waiting for approval.' })
  pendingApprovals: number;

  @Field(() => Float, { description: 'Downloads of all notes (a Float: the sum may outgrow 32 bits).' })
  totalDownloads: number;

  @Field(() => [Note], { description: 'The most downloaded notes (at most 5), most downloads first.' })
  mostDownloadedNotes: Note[];
}

@ObjectType({ description: 'An account as admins see it in the Users table.' })
export class AdminUser extends User {
  @Field(() => Int, { description: 'How many notes the account uploaded, pending ones included.' })
  notesCount: number;
}

@ObjectType({ description: 'A page of accounts, newest first.' })
export class AdminUserConnection extends ConnectionOf(AdminUser, {
  one: 'account',
  many: 'accounts',
  edge: 'An account with its position in a list.',
  totalCount: 'How many accounts match the search in all.',
}) {}

@ObjectType({ description: 'Notes of one college, counted: a card of the admin Colleges page.' })
export class AdminCollege {
  @Field({ description: 'College name, exactly as written on its notes.' })
  name: string;

  @Field(() => Int, { description: 'All notes of the college.' })
  totalNotes: number;

  @Field(() => Int, { description: 'Approved notes.' })
  approvedNotes: number;

  @Field(() => Int, { description: 'Notes waiting for approval.' })
  pendingNotes: number;

  @Field(() => Float, { description: 'Downloads of all its notes.' })
  totalDownloads: number;
}

export type NoteOrder = NoteOrderValue;
export const NoteOrder = describedEnum(NOTE_ORDERS, 'NoteOrder', 'The order of a list of notes by upload time.', {
  OLDEST: 'Oldest upload first (the longest wait first).',
  NEWEST: 'Newest upload first.',
});

/** The admin lists page like every other connection. */
@ArgsType()
export class AdminPageArgs extends PageArgs {}

@ArgsType()
export class PendingNotesArgs extends AdminPageArgs {
  @Field(() => NoteOrder, { defaultValue: 'oldest', description: 'OLDEST (the default: the longest wait first) or NEWEST.' })
  @IsEnum(NoteOrder)
  order: NoteOrder;
}

@ArgsType()
export class AdminCollegesArgs extends PageArgs {
  @TextInput('Part of a college name, any case.', { optional: true, maxLength: 200 })
  search?: string | null;
}

@ObjectType({ description: 'A page of colleges, alphabetical.' })
export class AdminCollegeConnection extends ConnectionOf(AdminCollege, { one: 'college', many: 'colleges' }) {}

@ArgsType()
export class AdminUsersArgs extends AdminPageArgs {
  @TextInput('Part of a username or email, any case.', { optional: true, maxLength: 200 })
  search?: string | null;
}

@ArgsType()
export class AdminNotesArgs extends AdminPageArgs {
  @TextInput("Part of a title, a subject or the uploader's username, any case.", { optional: true, maxLength: 200 })
  search?: string | null;

  @TextInput('Exact college name (as in adminColleges).', { optional: true, maxLength: 160 })
  college?: string | null;

  @Field(() => NoteStatus, { nullable: true, description: 'Only approved or only pending notes; both when omitted.' })
  @IsOptional()
  @IsEnum(NoteStatus)
  status?: NoteStatus | null;
}

@InputType({ description: "An admin's edit of an account (the Edit User form)." })
export class AdminUpdateUserInput {
  @TextInput('The account to change.', { id: true })
  id: string;

  @TextInput('Username, required: 3 to 40 letters, digits, dots, dashes or underscores.', { maxLength: 100 })
  username: string;

  @TextInput('Email address, required.', { maxLength: 300 })
  email: string;

  @Field(() => Role, { description: 'USER or ADMIN. The last admin cannot be made a USER.' })
  @IsEnum(Role)
  role: Role;
}

@ObjectType({ description: "Result of an admin's edit of an account." })
export class AdminUserPayload extends PayloadOf(AccountError, 'Mistakes to fix (taken username or email, last admin); empty on success.') {
  @Field(() => AdminUser, { nullable: true, description: 'The account after the change; null when there are errors.' })
  user: AdminUser | null;
}

@ObjectType({ description: "Result of an admin's deletion of an account." })
export class DeleteUserPayload extends PayloadOf(AccountError, 'Mistakes to fix (the last admin, an unknown account); empty on success.') {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted account; null when there are errors.' })
  deletedId: string | null;
}
