import { IsBoolean, IsInt, IsOptional } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CursorPageArgs } from '../common/connection';
import { TextInput } from '../common/text-input';
import { NoteError, PayloadOf } from '../common/user-error';
import { GraphQLUpload, type FileUpload } from '../common/upload';
import { Note } from './note.types';

/** Fields create and update share; each adds its own (id, course rule, confirmation). */
@InputType({ description: 'Shared note fields (not used directly).' })
abstract class NoteDetailsInput {
  @TextInput('Title, at most 200 characters.', { maxLength: 300 })
  title: string;

  @TextInput('Optional description.', { optional: true, maxLength: 6000 })
  description?: string | null;

  @TextInput('Subject, e.g. Operating Systems.', { maxLength: 300 })
  subject: string;

  @Field(() => Int, { description: 'Semester, 1 to 8.' })
  @IsInt()
  semester: number;

  @TextInput('Batch: four years, from 2020-2024 to the one starting next year (in 2026: 2027-2031).', { maxLength: 20 })
  batch: string;

  @TextInput('College, e.g. MANIT Bhopal.', { maxLength: 300 })
  college: string;

  @Field(() => GraphQLUpload, {
    nullable: true,
    description: 'The document: PDF, DOC, DOCX, PPTX, PPT, ODP or TXT, at most 10 MB (checked by content). On update it replaces the old file.',
  })
  @IsOptional()
  file?: Promise<FileUpload> | null;

  @TextInput('An http(s) address of the document, instead of a file.', { optional: true, maxLength: 2000 })
  fileUrl?: string | null;
}

@InputType({ description: 'A note to share. Give a file, photos of pages, or a file URL.' })
export class CreateNoteInput extends NoteDetailsInput {
  @Field(() => [GraphQLUpload], {
    nullable: true,
    description:
      'Photos of pages instead of a file, in page order: 1 to 40 JPEG, PNG, WebP or HEIC/HEIF images (checked by content), each at most 10 MB and together at most 150 MB, none over 100 megapixels. They become one PDF (turned upright, EXIF metadata removed, downscaled) that is the download, and every page is read by OCR for search.',
  })
  @IsOptional()
  photos?: Promise<FileUpload>[] | null;

  @TextInput('Programme, e.g. Computer Science Engineering (B.Tech/B.E).', { maxLength: 300 })
  course: string;

  @Field({ description: 'The uploader confirms the content is original and may be shared.' })
  @IsBoolean()
  confirmOriginal: boolean;
}

@InputType({ description: 'Changes to a note. The course and the file are optional (kept when omitted).' })
export class UpdateNoteInput extends NoteDetailsInput {
  @TextInput('The note to change.', { id: true })
  id: string;

  @TextInput('Programme; kept when omitted.', { optional: true, maxLength: 300 })
  course?: string | null;
}

@ObjectType({ description: 'Result of a change to a note: create, update, like, save, unsave, review or reprocess.' })
export class NotePayload extends PayloadOf(NoteError) {
  @Field(() => Note, {
    nullable: true,
    description: 'The note after the change; null when there are errors (and after unsaving a note you can no longer see).',
  })
  note: Note | null;
}

@ObjectType({ description: 'Result of deleting a note.' })
export class DeleteNotePayload extends PayloadOf(NoteError) {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted note; null when there are errors.' })
  deletedId: string | null;
}

@ArgsType()
export class PersonalNotesArgs extends CursorPageArgs {
  @TextInput('Whose list; defaults to the signed-in account (admins may name another).', { optional: true, id: true })
  userId?: string | null;
}
