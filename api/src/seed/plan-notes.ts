import { createHash } from 'node:crypto';
import type { CommentRow } from '../data/comment.data';
import type { NoteDetails } from '../data/note.data';
import { batchesFor } from '../domain/constants';

// The seed's batches stay those of its first release (2020-2024 .. 2023-2027): the same demo data every year.
const SEED_BATCHES = batchesFor(2022);
import { COURSES } from '../domain/courses';
import { courseWeight, familiesOf, semestersOf, subjectsOf } from './catalogue';
import {
  COLLEGES,
  COMMENTS,
  DESCRIPTION_TEMPLATES,
  INTRO_TEMPLATES,
  TIP_TEMPLATES,
  TITLE_TEMPLATES,
  UPLOADER_REPLIES,
  type College,
  type DescriptionContext,
} from './demo-data';
import { type DocumentKind, makeDocument } from './documents';
import type { PlannedUser } from './plan-users';
import { type Random, WeightedTable } from './random';
import type { Subject } from './subject';

export interface PlannedNote extends NoteDetails {
  id: string;
  fileKey: string;
  fileName: string;
  fileMime: string;
  fileSize: number;
  fileSha256: string;
  /** The file's bytes, for a note whose document is new; dropped once stored. */
  body: Buffer | null;
  /**
   * For a note that shares a document made for an earlier one: that note's file key, whose
   * bytes are copied under this note's own key (see NotePlannerOptions.shareDocumentsFrom).
   */
  copyOf: string | null;
  extractedText: string;
  uploaderId: string;
  approved: boolean;
  downloadCount: number;
  createdAt: Date;
}

/** A comment row as the comments table holds it. */
export type PlannedComment = CommentRow;

/** A like or a save: both are a user, a note and a time. */
export interface PlannedPair {
  noteId: string;
  userId: string;
  createdAt: Date;
}

export interface PlannedNoteWithReactions {
  note: PlannedNote;
  comments: PlannedComment[];
  likes: PlannedPair[];
  saves: PlannedPair[];
}

export interface NotePlannerOptions {
  rng: Random;
  /** Demo authors; they upload, comment, like and save. */
  users: readonly PlannedUser[];
  now: Date;
  newId: () => string;
  /** The student demo account: given a few uploads and saved notes so its dashboard is not empty. */
  featured?: PlannedUser;
  /** Share of each file type, e.g. { pdf: 0.45, docx: 0.25, txt: 0.3 }. */
  kindMix: Record<DocumentKind, number>;
  /** The mix from note `bulkFrom` on: large runs make mostly cheap TXT files. */
  bulkKindMix?: Record<DocumentKind, number>;
  bulkFrom?: number;
  /**
   * From this note on, a note usually shares a document made earlier for the same subject, unit
   * and file type (as classmates pass the same handout around) instead of getting one of its
   * own: making and storing a million distinct files would take most of a large seed's time.
   * Each note keeps its own title, description, file name and stored file; the bytes, their
   * hash and the extracted text are the shared document's. Default: never.
   */
  shareDocumentsFrom?: number;
}

/** A document made for one note, which later notes may share. */
interface SharedDocument {
  fileKey: string;
  mime: string;
  size: number;
  sha256: string;
  text: string;
}

interface CourseProfile {
  subjects: readonly Subject[];
  colleges: WeightedTable<College>;
  semesters: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_MS = 548 * DAY_MS; // about 18 months
const APPROVED_SHARE = 0.85;
const FEATURED_UPLOADS = 3;
const FEATURED_SAVES = 6;
// Distinct documents kept per subject, unit and file type for sharing: about 13,000 in all.
const DOCUMENT_VARIANTS = 6;

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function fill(template: string, subject: string, unit: string): string {
  return template.replace(/\{subject\}/g, subject).replace(/\{unit\}/g, unit);
}

/** Plans notes one at a time, so a run of any size holds only the current batch in memory. */
export class NotePlanner {
  private readonly rng: Random;
  // Every programme gets at least one note before popularity takes over.
  private readonly courseOrder: string[];
  private readonly kinds: WeightedTable<DocumentKind>;
  private readonly bulkKinds: WeightedTable<DocumentKind> | undefined;
  private readonly uploaderOf: (rank: number) => PlannedUser;
  private readonly popularCourses = new WeightedTable(COURSES, courseWeight);
  // Everything derived from a course name, worked out once per course rather than per note.
  private readonly profiles = new Map<string, CourseProfile>();
  private readonly documents = new Map<string, SharedDocument[]>();
  private featuredSaves = 0;

  constructor(private readonly options: NotePlannerOptions) {
    this.rng = options.rng;
    this.courseOrder = this.rng.shuffle(COURSES);
    const table = (mix: Record<DocumentKind, number>) => new WeightedTable(Object.keys(mix) as DocumentKind[], (k) => mix[k]);
    this.kinds = table(options.kindMix);
    this.bulkKinds = options.bulkKindMix && table(options.bulkKindMix);
    const users = options.users;
    // A few keen students upload most notes: rank i ~ r^2 favours the first users.
    this.uploaderOf = (r) => users[Math.min(users.length - 1, Math.floor(r * r * users.length))];
  }

  plan(index: number): PlannedNoteWithReactions {
    const { rng, now, newId, featured } = this.options;
    const course = index < this.courseOrder.length ? this.courseOrder[index] : this.popularCourses.pick(rng);
    const profile = this.profileOf(course);
    const college = profile.colleges.pick(rng);
    const subject = rng.pick(profile.subjects);
    const unitIndex = rng.int(0, subject.units.length - 1);
    const unit = subject.units[unitIndex];
    const semester = rng.int(1, profile.semesters);
    const ctx: DescriptionContext = { subject: subject.name, unit, course, college: college.name, semester };

    const template = rng.pick(TITLE_TEMPLATES);
    const titleCtx = { subject: subject.name, unit, unitNumber: unitIndex + 1, year: rng.int(2019, 2024), assignment: rng.int(1, 5) };
    const title = template.title(titleCtx);
    const bulk = this.bulkKinds && index >= (this.options.bulkFrom ?? 0);
    const kind = (bulk ? this.bulkKinds! : this.kinds).pick(rng);
    const id = newId();
    const fileKey = `notes/${id}.${kind}`;
    const variants = this.documentsOf(subject.name, unitIndex, kind);
    const share = index >= (this.options.shareDocumentsFrom ?? Infinity) ? rng.int(0, DOCUMENT_VARIANTS - 1) : DOCUMENT_VARIANTS;
    let shared = variants[share];
    let body: Buffer | null = null;
    if (!shared) {
      const made = makeDocument(kind, title, this.paragraphs(ctx, subject.facts, subject.units, unitIndex));
      body = made.buffer;
      const document = { fileKey, mime: made.mime, size: made.buffer.length, sha256: createHash('sha256').update(made.buffer).digest('hex'), text: made.text };
      if (variants.length < DOCUMENT_VARIANTS) variants.push(document);
      shared = document;
    }

    const isFeaturedUpload = featured !== undefined && index < FEATURED_UPLOADS;
    const uploader = isFeaturedUpload ? featured : this.uploaderOf(rng.next());
    // The featured account keeps one upload pending so "Pending Approval" shows on its dashboard.
    const approved = isFeaturedUpload ? index !== FEATURED_UPLOADS - 1 : rng.chance(APPROVED_SHARE);
    const from = Math.max(uploader.createdAt.getTime(), now.getTime() - HISTORY_MS);
    // Skewed towards recent dates: an active, growing site.
    const createdAt = new Date(from + Math.pow(rng.next(), 0.7) * (now.getTime() - from));

    const note: PlannedNote = {
      id,
      title,
      description: rng.pick(DESCRIPTION_TEMPLATES)(ctx),
      subject: subject.name,
      course,
      semester,
      batch: rng.pick(SEED_BATCHES),
      college: college.name,
      fileKey,
      fileName: `${template.file(titleCtx, slug)}.${kind}`,
      fileMime: shared.mime,
      fileSize: shared.size,
      fileSha256: shared.sha256,
      body,
      copyOf: body ? null : shared.fileKey,
      extractedText: shared.text,
      uploaderId: uploader.id,
      approved,
      downloadCount: 0,
      createdAt,
    };
    // Only approved notes are public, so only they collect reactions.
    if (!approved) return { note, comments: [], likes: [], saves: [] };

    const comments = this.comments(note, subject.name, unit);
    const likes = this.pairs(note, this.rng.skewed(20, 3));
    const saves = this.pairs(note, this.rng.skewed(3, 3));
    if (featured && !isFeaturedUpload && this.featuredSaves < FEATURED_SAVES) {
      this.featuredSaves++;
      saves.push({ noteId: id, userId: featured.id, createdAt: this.after(createdAt) });
      likes.push({ noteId: id, userId: featured.id, createdAt: this.after(createdAt) });
    }
    note.downloadCount = likes.length * rng.int(2, 8) + rng.skewed(60, 2);
    return { note, comments, likes, saves };
  }

  private documentsOf(subject: string, unitIndex: number, kind: DocumentKind): SharedDocument[] {
    const key = `${kind}:${unitIndex}:${subject}`;
    let list = this.documents.get(key);
    if (!list) this.documents.set(key, (list = []));
    return list;
  }

  private profileOf(course: string): CourseProfile {
    let profile = this.profiles.get(course);
    if (!profile) {
      const families = familiesOf(course);
      const offering = COLLEGES.filter((c) => families.some((f) => c.offers.includes(f)));
      profile = {
        subjects: subjectsOf(course),
        colleges: new WeightedTable<College>(offering.length ? offering : COLLEGES, (c) => c.weight),
        semesters: semestersOf(course),
      };
      this.profiles.set(course, profile);
    }
    return profile;
  }

  private paragraphs(ctx: DescriptionContext, facts: readonly string[], units: readonly string[], unitIndex: number): string[] {
    const rng = this.rng;
    const shuffled = rng.shuffle(facts);
    const half = Math.ceil(shuffled.length / 2);
    const related = units.filter((_, i) => i !== unitIndex);
    return [
      rng.pick(INTRO_TEMPLATES)(ctx),
      shuffled.slice(0, half).join(' '),
      shuffled.slice(half).join(' '),
      `Related topics in ${ctx.subject}: ${related.join(', ')}.`,
      rng.pick(TIP_TEMPLATES)(ctx),
    ].filter((p) => p.length > 0);
  }

  /** A moment after `from`, mostly soon after: reactions come while a note is new. */
  private after(from: Date): Date {
    const span = this.options.now.getTime() - from.getTime();
    return new Date(from.getTime() + Math.pow(this.rng.next(), 2) * span);
  }

  /** Distinct users other than the uploader. */
  private others(note: PlannedNote, count: number): PlannedUser[] {
    const picked = this.rng.sample(this.options.users, count + 1);
    return picked.filter((u) => u.id !== note.uploaderId).slice(0, count);
  }

  private pairs(note: PlannedNote, count: number): PlannedPair[] {
    return this.others(note, count).map((u) => ({ noteId: note.id, userId: u.id, createdAt: this.after(note.createdAt) }));
  }

  private comments(note: PlannedNote, subject: string, unit: string): PlannedComment[] {
    const { rng, newId } = this.options;
    const comments: PlannedComment[] = this.others(note, rng.skewed(9, 2)).map((author) => {
      const createdAt = this.after(note.createdAt);
      return {
        id: newId(),
        noteId: note.id,
        authorId: author.id,
        text: fill(rng.pick(COMMENTS), subject, unit),
        createdAt,
        editedAt: rng.chance(0.05) ? this.after(createdAt) : null,
      };
    });
    comments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (comments.length >= 2 && rng.chance(0.3)) {
      comments.push({
        id: newId(),
        noteId: note.id,
        authorId: note.uploaderId,
        text: rng.pick(UPLOADER_REPLIES),
        createdAt: this.after(comments[comments.length - 1].createdAt),
        editedAt: null,
      });
    }
    return comments;
  }
}
