import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { recordAudit } from '../data/audit.data';
import {
  type CatalogueName,
  catalogueByName,
  catalogueBySlug,
  collectionCounts,
  contributorCounts,
  moveCatalogueName,
  type NameCount,
  publicCatalogue,
  sameSubjectElsewhere,
  similarNotes,
  type SlugMatch,
  slugsOfNames,
  termCount,
} from '../data/catalogue.data';
import { type NoteListQuery, type NotePage, type PageOptions, pageNotes, PUBLIC_NOTE, type NoteRecord } from '../data/note.data';
import { userByUsername, type UserRow } from '../data/user.data';
import { MAX_SEMESTER, MIN_SEMESTER, USERNAME_MAX } from '../domain/constants';
import { type CatalogueKind, CATALOGUE_KINDS, isNoteSort, isSlug, type NoteSort } from '../domain/discovery';
import { badInput, notFound } from '../errors';
import { authorize } from '../policies';

/** A college's, a subject's or a college's subject's page: what it stands for and its counts. */
export interface CollectionRecord {
  college: SlugMatch | null;
  subject: SlugMatch | null;
  noteCount: number;
  /** A college's subjects (or, for a subject, the colleges teaching it), most notes first. */
  subjects: NameCount[];
  colleges: NameCount[];
  /** Programmes (courses) with notes here. */
  programmes: NameCount[];
  semesters: number[];
}

export interface ContributorRecord {
  user: UserRow;
  noteCount: number;
  likesReceived: number;
  downloadsReceived: number;
  subjects: NameCount[];
  semesters: number[];
}

/** Which public notes a page lists. */
export interface CollectionScope {
  college?: string;
  subject?: string;
  uploaderId?: string;
}

export interface CollectionNotesArgs {
  semester?: number | null;
  sort?: NoteSort | null;
  first: number;
  after?: string | null;
}

/** The names a related-notes list holds at most, each. */
export const RELATED_MAX = 6;

/** The sort key of each order over a notes query aliased `n` (relevance is the search's own). */
export function sortOf(sort: NoteSort | null | undefined): Pick<NoteListQuery, 'sortKey' | 'sortType'> {
  if (sort === 'liked') return { sortKey: 'n.like_count', sortType: 'integer' };
  if (sort === 'downloaded') return { sortKey: 'n.download_count', sortType: 'integer' };
  return { sortKey: 'n.created_at' };
}

/** A sort order from a client (the REST query, a URL), refused with a clear message when unknown. */
export function cleanSort(value: unknown): NoteSort | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isNoteSort(value))
    throw badInput('sort must be one of newest, liked, downloaded, relevant.', [{ field: 'sort', message: 'newest, liked, downloaded or relevant' }]);
  return value;
}

function cleanSemester(semester: number | null | undefined): number | null {
  if (semester == null) return null;
  if (!Number.isInteger(semester) || semester < MIN_SEMESTER || semester > MAX_SEMESTER) {
    throw badInput(`semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}`, [{ field: 'semester', message: `${MIN_SEMESTER} to ${MAX_SEMESTER}` }]);
  }
  return semester;
}

/**
 * Discovery pages: a college, a subject across colleges, a subject at one college and a
 * contributor, addressed by lasting slugs (an admin's rename or merge leaves the old slug
 * answering for the new name); their notes in any sort order; related notes; and the admin's
 * merge of two spellings of one college or subject. Public notes only, everywhere.
 */
export class DiscoveryService {
  constructor(private readonly ds: DataSource) {}

  /** What a slug stands for (moved: an old slug, to answer 301); NOT_FOUND for a slug that never named anything. */
  async findSlug(kind: CatalogueKind, slug: string): Promise<SlugMatch> {
    const match = isSlug(slug) ? await catalogueBySlug(this.ds, kind, slug) : undefined;
    if (!match) throw notFound(kind === 'college' ? 'That college' : 'That subject');
    return match;
  }

  /** A page's header and counts; NOT_FOUND when no public note is on it (or a slug is unknown). */
  async collection(slugs: { collegeSlug?: string | null; subjectSlug?: string | null }): Promise<CollectionRecord> {
    if (!slugs.collegeSlug && !slugs.subjectSlug) throw badInput('Give a college, a subject or both.', [{ field: 'collegeSlug', message: 'Required.' }]);
    const college = slugs.collegeSlug ? await this.findSlug('college', slugs.collegeSlug) : null;
    const subject = slugs.subjectSlug ? await this.findSlug('subject', slugs.subjectSlug) : null;
    const counts = await collectionCounts(this.ds, this.scopeOf(college, subject));
    const { noteCount, programmes, semesters } = counts;
    // A subject's page lists the colleges teaching it, a college's its subjects; a college's subject, neither.
    const subjects = subject ? [] : counts.subjects;
    const colleges = college ? [] : counts.colleges;
    if (noteCount === 0) throw notFound(college && subject ? `${subject.name} at ${college.name}` : (college ?? subject)!.name);
    return { college, subject, noteCount, subjects, colleges, programmes, semesters };
  }

  scopeOf(college: CatalogueName | null, subject: CatalogueName | null): CollectionScope {
    return { ...(college ? { college: college.name } : {}), ...(subject ? { subject: subject.name } : {}) };
  }

  /** A contributor's page: their totals over public notes; NOT_FOUND without any. */
  async contributor(username: string): Promise<ContributorRecord> {
    const name = typeof username === 'string' ? username.trim() : '';
    const user = name && name.length <= USERNAME_MAX ? await userByUsername(this.ds, name) : undefined;
    if (!user) throw notFound('That contributor');
    const totals = await contributorCounts(this.ds, user.id);
    const { subjects, semesters } = totals;
    if (totals.notes === 0) throw notFound('That contributor');
    return { user, noteCount: totals.notes, likesReceived: totals.likes, downloadsReceived: totals.downloads, subjects, semesters };
  }

  /** The public notes of a page, filtered by semester, in the chosen order (relevance needs a search: newest here). */
  notes(scope: CollectionScope, args: CollectionNotesArgs, options: PageOptions = {}): Promise<NotePage> {
    const semester = cleanSemester(args.semester);
    const where: NoteListQuery['where'] = [[PUBLIC_NOTE]];
    if (scope.college !== undefined) where.push(['n.college = ?', scope.college]);
    if (scope.subject !== undefined) where.push(['n.subject = ?', scope.subject]);
    if (scope.uploaderId !== undefined) where.push(['n.uploader_id = ?', scope.uploaderId]);
    if (semester != null) where.push(['n.semester = ?::smallint', semester]);
    const count = termCount(scope, semester);
    return pageNotes(this.ds, { from: 'notes n', where, ...sortOf(args.sort), ...(count ? { count } : {}) }, args.first, args.after, options);
  }

  /** The slugs of college or subject names (the note page's links), by name. */
  slugsOf(kind: CatalogueKind, names: readonly string[]): Promise<Map<string, string>> {
    return slugsOfNames(this.ds, kind, names);
  }

  /** The sitemap's pages. */
  sitemapEntries(): Promise<{ colleges: string[]; subjects: string[]; pairs: [string, string][] }> {
    return publicCatalogue(this.ds);
  }

  /**
   * Related to a public note: the same subject at other colleges (most liked first), and the
   * notes whose words are most like its own (PostgreSQL full-text ranking of the note's title,
   * subject and description words, OR-ed, against the others' summary vectors).
   */
  async related(note: Pick<NoteRecord, 'id' | 'title' | 'subject' | 'college' | 'description'>): Promise<{ sameSubject: NoteRecord[]; similar: NoteRecord[] }> {
    const [sameSubject, similar] = await Promise.all([sameSubjectElsewhere(this.ds, note, RELATED_MAX), similarNotes(this.ds, note, RELATED_MAX)]);
    return { sameSubject, similar };
  }

  /**
   * An admin merges one spelling of a college or subject into another ("MANIT Bhopal" into
   * "Maulana Azad NIT"), or renames it when `into` names nothing yet: every note moves (and
   * every follow of a subject), the old slug answers 301 to the new one, and the audit trail
   * records it, all in one transaction.
   */
  async merge(viewer: Viewer | null, kind: unknown, from: unknown, into: unknown): Promise<{ into: CatalogueName; movedNotes: number; renamed: boolean }> {
    authorize(viewer, 'administer', 'site');
    if (!(CATALOGUE_KINDS as readonly unknown[]).includes(kind))
      throw badInput('Merge a college or a subject.', [{ field: 'kind', message: 'college or subject' }]);
    const k = kind as CatalogueKind;
    const fromName = typeof from === 'string' ? from.trim() : '';
    const intoName = typeof into === 'string' ? into.trim().replace(/\s+/g, ' ') : '';
    if (!fromName) throw badInput(`Say which ${k} to merge.`, [{ field: 'from', message: 'Required.' }]);
    if (!intoName) throw badInput(`Say which ${k} to merge it into.`, [{ field: 'into', message: 'Required.' }]);
    if (intoName.length > 160) throw badInput('At most 160 characters.', [{ field: 'into', message: 'At most 160 characters.' }]);
    if (fromName === intoName) throw badInput(`A ${k} cannot be merged into itself.`, [{ field: 'into', message: 'Choose another name.' }]);
    return this.ds.transaction(async (tx) => {
      // Both names locked, in name order, so two merges of the same names queue.
      const [first, second] = [fromName, intoName].sort();
      await catalogueByName(tx, k, first, { lock: true });
      await catalogueByName(tx, k, second, { lock: true });
      const source = await catalogueByName(tx, k, fromName);
      if (!source) throw notFound(k === 'college' ? 'That college' : 'That subject');
      const renamed = !(await catalogueByName(tx, k, intoName));
      const result = await moveCatalogueName(tx, k, source, intoName);
      await recordAudit(tx, {
        actor: viewer,
        action: renamed ? 'rename' : 'merge',
        itemType: k,
        itemId: result.into.slug,
        itemTitle: intoName,
        changes: [
          { field: 'name', from: fromName, to: intoName },
          { field: 'slug', from: source.slug, to: result.into.slug },
          { field: 'notes', from: null, to: String(result.movedNotes) },
        ],
      });
      return { ...result, renamed };
    });
  }
}
