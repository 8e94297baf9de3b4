import { IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_SEMESTER, MIN_SEMESTER, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../domain/constants';
import { ConnectionOf } from '../common/connection';
import { NoteSort } from '../discovery/sort.enum';
import type { NoteCounts, PageUploader } from '../../data/note.data';

@ObjectType({ description: "The state of a note's background processing.", simpleResolvers: true })
export class NoteProcessing {
  @Field({ description: '`processing` (queued or running), `ready`, or `failed` (see reason).' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Why processing failed, in words for the uploader; null otherwise.' })
  reason: string | null;
}

@ObjectType({ description: 'One page of a note rendered as an image.', simpleResolvers: true })
export class PreviewPage {
  @Field({ description: 'Address of the WebP image; it never changes, so it may be cached for good.' })
  url: string;

  @Field(() => Int, { description: 'Width in pixels.' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels.' })
  height: number;
}

// simpleResolvers: plain fields use graphql-js's default resolver instead of TypeGraphQL's wrapper
// (middlewares and auth checks, of which these types have none): most fields of a browse page.
@ObjectType({ description: 'A shared set of notes: a document (or a link to one) with its academic details.', simpleResolvers: true })
export class Note {
  @Field(() => ID, { description: 'Stable note id.' })
  id: string;

  @Field({ description: 'Title given by the uploader.' })
  title: string;

  @Field({ description: 'Optional description; empty when none was given.' })
  description: string;

  @Field({ description: 'Subject, e.g. Operating Systems.' })
  subject: string;

  @Field({ description: 'Programme, e.g. Computer Science Engineering (B.Tech/B.E).' })
  course: string;

  @Field(() => Int, { description: 'Semester, 1 to 8.' })
  semester: number;

  @Field({ description: 'Batch, e.g. 2022-2026.' })
  batch: string;

  @Field({ description: 'College name, e.g. MANIT Bhopal.' })
  college: string;

  @Field({ description: 'Whether an admin approved the note; only approved notes are public.' })
  approved: boolean;

  @Field(() => Int, { description: 'How many times the note was downloaded.' })
  downloadCount: number;

  @Field({ description: 'When the note was shared.' })
  createdAt: Date;

  @Field({ description: 'When the note was last changed.' })
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: 'Display name of the uploaded file, if the note has one.' })
  fileName: string | null;

  @Field(() => String, { nullable: true, description: 'Kind of document: pdf, doc, docx, pptx or txt; null for external links.' })
  fileType: string | null;

  @Field({ description: 'Whether the note has a stored file (otherwise it points at externalUrl).' })
  hasFile: boolean;

  @Field(() => String, { nullable: true, description: 'External http(s) address of the document, when no file was uploaded.' })
  externalUrl: string | null;

  @Field(() => NoteProcessing, { description: "Where the background processing of the note's file stands (text, OCR, page images)." })
  processing: NoteProcessing;

  @Field(() => String, {
    nullable: true,
    description: 'Card thumbnail of the first page (WebP, about 360 px wide); null until processing made one, and for links.',
  })
  thumbnailUrl: string | null;

  @Field(() => [PreviewPage], {
    description: 'The first pages (up to 3) as page-width WebP images, for a quick look before downloading; empty until processed.',
  })
  previewPages: PreviewPage[];

  @Field(() => Int, {
    nullable: true,
    description: 'How many pages the PDF has (or slides or pages a converted Office file has); null for other types and until processed.',
  })
  pageCount: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What previewPages show: `pages`, the document's own pages as its author made them (a PDF, or an Office file converted by LibreOffice); `text`, its text laid out by CampusNotes (this server has no converter: a deck's slide design is not shown). Null until processed and for links.",
  })
  previewKind: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the document's searchable text came from: `document` (its own text) or `ocr` (read from page pictures, e.g. a scan); null until processed.",
  })
  textSource: string | null;

  @Field({
    description:
      "True when only part of the document's text is searchable: it is longer than the index keeps (TEXT_INDEX_MAX_PAGES pages or TEXT_INDEX_MAX_CHARS characters), or some scanned pages were past the OCR bound. False until processed, for links, and when the whole text is indexed.",
  })
  partlyIndexed: boolean;

  /** Resolved through the per-request user loader. */
  uploaderId: string;

  /** The counts and uploader a page of notes was read with (pageNotes), answered without a loader. */
  pageCounts?: NoteCounts;
  pageUploader?: PageUploader | null;
}

@ObjectType({ description: 'What the viewer may do with a note, so the UI shows only buttons that work.', simpleResolvers: true })
export class NoteAbilities {
  @Field({ description: 'Edit the note (its uploader or an admin).' })
  edit: boolean;

  @Field({ description: 'Delete the note (its uploader or an admin).' })
  delete: boolean;

  @Field({ description: 'Download the file (signed in).' })
  download: boolean;

  @Field({ description: 'Approve or set back to pending (admins).' })
  approve: boolean;
}

/** What a note's edge adds to every edge: the passage a search matched. */
@ObjectType()
class NoteEdgeFields {
  @Field(() => String, {
    nullable: true,
    description:
      'For searches: the matching passage of the description or document, matched words between U+E000 and U+E001. Plain text: render as text, never as HTML.',
  })
  snippet?: string | null;
}

@ObjectType({ description: 'A page of notes.', simpleResolvers: true })
export class NoteConnection extends ConnectionOf(
  Note,
  { one: 'note', many: 'notes', totalCount: 'How many notes match the filter in all; for a search, at most 1,000 (see totalCountIsExact).' },
  NoteEdgeFields,
) {
  @Field(() => Boolean, {
    description: 'False when totalCount is a floor: a search ranks and counts its first 1,000 matches only, so more than 1,000 reads as "1,000+".',
  })
  totalCountIsExact: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'For a search whose words, as typed, match no note: the same search with each misspelt word replaced by the nearest known word (from subjects, courses, colleges and titles, or the documents\' own words), e.g. "thermodynamics" for "thermodynamcs". The page already holds its matches; offer it as "Did you mean ...?". Null otherwise.',
  })
  didYouMean: string | null;
}

// GraphQL's own types already guarantee strings and integers here; only the ranges and lengths
// are checked by class-validator (each decorator is work on the hottest path, browse).
@InputType({ description: 'Browse filters; all optional and combined with AND.' })
export class NoteFilter {
  @Field(() => String, { nullable: true, description: 'Exact subject.' })
  @IsOptional()
  @MaxLength(160)
  subject?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact course.' })
  @IsOptional()
  @MaxLength(160)
  course?: string | null;

  @Field(() => Int, { nullable: true, description: 'Semester, 1 to 8.' })
  @IsOptional()
  @Min(MIN_SEMESTER, { message: `semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}` })
  @Max(MAX_SEMESTER, { message: `semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}` })
  semester?: number | null;

  @Field(() => String, { nullable: true, description: 'Exact college.' })
  @IsOptional()
  @MaxLength(160)
  college?: string | null;

  @Field(() => String, { nullable: true, description: 'Words to search for in titles, descriptions, academic details and the documents themselves.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;
}

@ArgsType()
export class NotesArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Page size, 1 to ${PAGE_SIZE_MAX}.` })
  @Min(1, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  @Max(PAGE_SIZE_MAX, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  first: number;

  @Field(() => String, { nullable: true, description: 'Cursor after which the page starts.' })
  @IsOptional()
  @MaxLength(500)
  after?: string | null;

  @Field(() => NoteFilter, { nullable: true, description: 'Filters.' })
  @IsOptional()
  @ValidateNested()
  filter?: NoteFilter | null;

  @Field(() => NoteSort, {
    nullable: true,
    description: 'Order: NEWEST by default, RELEVANT by default with search words; LIKED and DOWNLOADED within the best 1,000 matches of a search.',
  })
  @IsOptional()
  sort?: NoteSort | null;
}

@ObjectType({ description: 'The values that browse filters can take: those present in approved notes.', simpleResolvers: true })
export class BrowseFilterOptions {
  @Field(() => [String], { description: 'Subjects, alphabetical.' })
  subjects: string[];

  @Field(() => [String], { description: 'Courses, alphabetical.' })
  courses: string[];

  @Field(() => [Int], { description: 'Semesters, ascending.' })
  semesters: number[];

  @Field(() => [String], { description: 'Colleges, alphabetical.' })
  colleges: string[];
}
