import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { CATALOGUE_KINDS, type CatalogueKind as CatalogueKindValue } from '../../domain/discovery';
import { NoteSort } from './sort.enum';
import { MAX_SEMESTER, MIN_SEMESTER, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../domain/constants';
import type { CollectionScope } from '../../services/discovery.service';
import { describedEnum } from '../common/enum';
import { CatalogueError, PayloadOf } from '../common/user-error';
import { Note } from '../note/note.types';
import { PublicUser } from '../user/user.types';

export type CatalogueKind = CatalogueKindValue;
export const CatalogueKind = describedEnum(CATALOGUE_KINDS, 'CatalogueKind', 'What has a page of its own and can be merged: a college or a subject.', {
  COLLEGE: 'A college, e.g. "NIT Trichy".',
  SUBJECT: 'A subject, e.g. "Operating Systems".',
});

@ObjectType({ description: 'A college or subject name with its lasting slug (its page address: /colleges/<slug>, /subjects/<slug>).', simpleResolvers: true })
export class CatalogueEntry {
  @Field({ description: 'The name as the notes carry it.' })
  name: string;

  @Field({ description: 'The slug: lowercase words joined by "-", kept across renames and merges (old slugs redirect).' })
  slug: string;
}

@ObjectType({ description: 'A name with how many public notes carry it.', simpleResolvers: true })
export class NameCount {
  @Field({ description: 'The name (a subject, college or programme).' })
  name: string;

  @Field(() => String, { nullable: true, description: "The name's slug, for colleges and subjects; null for programmes." })
  slug: string | null;

  @Field(() => Int, { description: 'How many public notes carry it here.' })
  noteCount: number;
}

@ArgsType()
export class CollectionNotesArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Page size, 1 to ${PAGE_SIZE_MAX}.` })
  @Min(1, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  @Max(PAGE_SIZE_MAX, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  first: number;

  @Field(() => String, { nullable: true, description: 'Cursor after which the page starts (from the same sort order).' })
  @IsOptional()
  @MaxLength(500)
  after?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only notes of this semester, 1 to 8.' })
  @IsOptional()
  @Min(MIN_SEMESTER, { message: `semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}` })
  @Max(MAX_SEMESTER, { message: `semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}` })
  semester?: number | null;

  @Field(() => NoteSort, { nullable: true, description: 'Order; NEWEST when not given (RELEVANT needs search words, so it reads as NEWEST here).' })
  @IsOptional()
  sort?: NoteSort | null;
}

@ObjectType({
  description:
    "A discovery page's notes: a college (/colleges/<slug>), a subject across colleges (/subjects/<slug>) " +
    'or a subject at one college (/colleges/<college>/<subject>). Public notes only.',
  simpleResolvers: true,
})
export class NoteCollection {
  @Field(() => CatalogueEntry, { nullable: true, description: 'The college, for a college page or a subject at a college.' })
  college: CatalogueEntry | null;

  @Field(() => CatalogueEntry, { nullable: true, description: 'The subject, for a subject page or a subject at a college.' })
  subject: CatalogueEntry | null;

  @Field({ description: 'True when a slug asked for is an old one (a renamed or merged name): the page has moved to the current slugs.' })
  moved: boolean;

  @Field(() => Int, { description: 'How many public notes are on the page.' })
  noteCount: number;

  @Field(() => [NameCount], { description: "A college's subjects, most notes first; empty on subject pages." })
  subjects: NameCount[];

  @Field(() => [NameCount], { description: 'The colleges teaching a subject, most notes first; empty on college pages.' })
  colleges: NameCount[];

  @Field(() => [NameCount], { description: 'Programmes (courses) with notes here, most notes first.' })
  programmes: NameCount[];

  @Field(() => [Int], { description: 'Semesters with notes here, ascending (for the semester filter).' })
  semesters: number[];

  scope: CollectionScope;
}

@ObjectType({ description: "A contributor's public page (/u/<username>): their approved notes and what they received.", simpleResolvers: true })
export class Contributor {
  @Field(() => PublicUser, { description: 'The account.' })
  user: PublicUser;

  @Field(() => Int, { description: 'How many public notes they shared.' })
  noteCount: number;

  @Field(() => Int, { description: 'Likes their public notes received, in all.' })
  likesReceived: number;

  @Field(() => Int, { description: 'Downloads of their public notes, in all.' })
  downloadsReceived: number;

  @Field(() => [NameCount], { description: 'The subjects of their notes, most notes first.' })
  subjects: NameCount[];

  @Field(() => [Int], { description: 'Semesters of their notes, ascending.' })
  semesters: number[];

  scope: CollectionScope;
}

@ObjectType({ description: 'Notes related to a note: the same subject elsewhere and the most similar text.', simpleResolvers: true })
export class RelatedNotes {
  @Field(() => [Note], { description: 'Public notes of the same subject at other colleges, most liked first (at most 6).' })
  sameSubject: Note[];

  @Field(() => [Note], { description: "Public notes whose words are most like this note's (PostgreSQL full-text ranking; at most 6)." })
  similar: Note[];
}

@InputType({ description: 'Merge one spelling of a college or subject into another, or rename it (when `into` names nothing yet).' })
export class MergeCatalogueNameInput {
  @Field(() => CatalogueKind, { description: 'College or subject.' })
  kind: CatalogueKind;

  @Field({ description: 'The name to merge away, exactly as the notes carry it.' })
  @MaxLength(160)
  from: string;

  @Field({ description: 'The name to keep (an existing one: a merge), or a new name (a rename).' })
  @MaxLength(200)
  into: string;
}

@ObjectType({ description: "Result of an admin's merge or rename of a college or subject." })
export class MergeCatalogueNamePayload extends PayloadOf(CatalogueError, 'Mistakes to fix (merging a name into itself, an unknown name); empty on success.') {
  @Field(() => CatalogueEntry, { nullable: true, description: 'The name kept, with its slug (old slugs now redirect to it); null when there are errors.' })
  entry: CatalogueEntry | null;

  @Field(() => Int, { description: 'How many notes moved.' })
  movedNotes: number;

  @Field({ description: 'True when `into` was a new name (a rename), false for a merge.' })
  renamed: boolean;
}
