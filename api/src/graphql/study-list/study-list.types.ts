import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { STUDY_LIST_NAME_MAX, STUDY_LIST_NOTES_MAX, STUDY_LISTS_MAX } from '../../domain/constants';
import { ConnectionOf, PageArgs } from '../common/connection';
import { TextInput } from '../common/text-input';
import { PayloadOf, StudyListError } from '../common/user-error';
import { Note } from '../note/note.types';

@ObjectType({ description: 'What the viewer may do with a study list.' })
export class StudyListAbilities {
  @Field({ description: 'Rename it, change its visibility, add, remove and reorder notes (its owner).' })
  edit: boolean;

  @Field({ description: 'Delete it (its owner; never the default list).' })
  delete: boolean;
}

@ObjectType({
  description: `A student's named list of notes, in an order they choose. Private lists are seen by their owner only; a public one by anyone with its link (\`path\`), and it shows others only notes that are public. Each student keeps at most ${STUDY_LISTS_MAX} lists of at most ${STUDY_LIST_NOTES_MAX} notes; the default list is their saved notes (saveNote adds to it) and is not capped.`,
})
export class StudyList {
  @Field(() => ID, { description: 'Stable list id.' })
  id: string;

  @Field({ description: `The list's name, 1 to ${STUDY_LIST_NAME_MAX} characters.` })
  name: string;

  @Field({ description: "Whether this is the owner's default list: their saved notes. It cannot be deleted." })
  isDefault: boolean;

  @Field({ description: 'Whether anyone with the link may see the list (otherwise only its owner).' })
  isPublic: boolean;

  @Field(() => Int, { description: 'How many of its notes you can see.' })
  noteCount: number;

  @Field({ description: 'The path of its shareable page, e.g. `/lists/<id>` (visible to others once public).' })
  path: string;

  @Field({ description: 'When the list was made.' })
  createdAt: Date;

  @Field({ description: 'When the list or its notes last changed.' })
  updatedAt: Date;

  /** Resolved through the per-request user loader. */
  ownerId: string;
}

@ObjectType({ description: 'A page of study lists.' })
export class StudyListConnection extends ConnectionOf(StudyList, { one: 'study list', many: 'study lists' }) {}

@ArgsType()
export class PublicStudyListsArgs extends PageArgs {
  @TextInput('Whose public lists: a username (any letter case).', { maxLength: 200 })
  username: string;
}

@InputType({ description: 'A new study list.' })
export class CreateStudyListInput {
  @TextInput(`The name, 1 to ${STUDY_LIST_NAME_MAX} characters after trimming.`, { maxLength: 10000 })
  name: string;

  @Field(() => Boolean, { nullable: true, description: 'Public (anyone with the link sees it); private when omitted.' })
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean | null;

  @TextInput('A note to put in the new list straight away (an approved note).', { optional: true, id: true })
  noteId?: string | null;
}

@InputType({ description: 'A change to a study list; omitted fields stay as they are.' })
export class UpdateStudyListInput {
  @TextInput('The list to change.', { id: true })
  id: string;

  @TextInput(`A new name, 1 to ${STUDY_LIST_NAME_MAX} characters after trimming.`, { optional: true, maxLength: 10000 })
  name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Make the list public (true) or private (false).' })
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean | null;
}

@InputType({ description: 'A note of a study list.' })
export class StudyListNoteInput {
  @TextInput('The list.', { id: true })
  listId: string;

  @TextInput('The note.', { id: true })
  noteId: string;
}

@InputType({ description: 'Where to move a note within its study list.' })
export class MoveStudyListNoteInput extends StudyListNoteInput {
  @TextInput('Place it right after this note of the list; null puts it first.', { optional: true, id: true })
  afterNoteId?: string | null;
}

@ObjectType({ description: 'Result of a change to a study list.' })
export class StudyListPayload extends PayloadOf(StudyListError) {
  @Field(() => StudyList, { nullable: true, description: 'The list after the change; null when there are errors.' })
  studyList: StudyList | null;

  @Field(() => Note, { nullable: true, description: 'The note added, removed or moved, when the change was about one.' })
  note: Note | null;
}

@ObjectType({ description: 'Result of deleting a study list.' })
export class DeleteStudyListPayload extends PayloadOf(StudyListError) {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted list; null when there are errors.' })
  deletedId: string | null;
}
