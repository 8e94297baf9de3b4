import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CursorPageArgs } from '../common/connection';
import { NoteError, PayloadOf } from '../common/user-error';
import { GraphQLUpload, type FileUpload } from '../common/upload';
import { Note } from './note.types';

/** Fields create and update share; each adds its own (id, course rule, confirmation). */
@InputType({ description: 'Shared note fields (not used directly).' })
abstract class NoteDetailsInput {
  @Field({ description: 'Title, at most 200 characters.' })
  @IsString()
  @MaxLength(300)
  title: string;

  @Field(() => String, { nullable: true, description: 'Optional description.' })
  @IsOptional()
  @IsString()
  @MaxLength(6000)
  description?: string | null;

  @Field({ description: 'Subject, e.g. Operating Systems.' })
  @IsString()
  @MaxLength(300)
  subject: string;

  @Field(() => Int, { description: 'Semester, 1 to 8.' })
  @IsInt()
  semester: number;

  @Field({ description: 'Batch: 2020-2024, 2021-2025, 2022-2026 or 2023-2027.' })
  @IsString()
  @MaxLength(20)
  batch: string;

  @Field({ description: 'College, e.g. MANIT Bhopal.' })
  @IsString()
  @MaxLength(300)
  college: string;

  @Field(() => GraphQLUpload, { nullable: true, description: 'The document: PDF, DOC, DOCX or TXT, at most 10 MB (checked by content). On update it replaces the old file.' })
  @IsOptional()
  file?: Promise<FileUpload> | null;

  @Field(() => String, { nullable: true, description: 'An http(s) address of the document, instead of a file.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  fileUrl?: string | null;
}

@InputType({ description: 'A note to share. Give a file or a file URL.' })
export class CreateNoteInput extends NoteDetailsInput {
  @Field({ description: 'Programme, e.g. Computer Science Engineering (B.Tech/B.E).' })
  @IsString()
  @MaxLength(300)
  course: string;

  @Field({ description: 'The uploader confirms the content is original and may be shared.' })
  @IsBoolean()
  confirmOriginal: boolean;
}

@InputType({ description: 'Changes to a note. The course and the file are optional (kept when omitted).' })
export class UpdateNoteInput extends NoteDetailsInput {
  @Field(() => ID, { description: 'The note to change.' })
  @IsString()
  id: string;

  @Field(() => String, { nullable: true, description: 'Programme; kept when omitted.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  course?: string | null;
}

@ObjectType({ description: 'Result of a change to a note: create, update, like, save, unsave, review or reprocess.' })
export class NotePayload extends PayloadOf(NoteError) {
  @Field(() => Note, { nullable: true, description: 'The note after the change; null when there are errors (and after unsaving a note you can no longer see).' })
  note: Note | null;
}

@ObjectType({ description: 'Result of deleting a note.' })
export class DeleteNotePayload extends PayloadOf(NoteError) {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted note; null when there are errors.' })
  deletedId: string | null;
}

@ArgsType()
export class PersonalNotesArgs extends CursorPageArgs {
  @Field(() => ID, { nullable: true, description: 'Whose list; defaults to the signed-in account (admins may name another).' })
  @IsOptional()
  @IsString()
  userId?: string | null;
}
