import { presentNoteView } from '../../presenters/note.presenter';
import type { NotePage, NoteRecord } from '../../data/note.data';
import { toConnection as toPageConnection } from '../common/connection';
import { NOTE_ERROR_CODES, withUserErrors } from '../common/user-error';
import { NotePayload } from './note-mutation.types';
import { Note, NoteConnection } from './note.types';

/**
 * What each Note field reads of its record, beyond what every page row has (id, uploaderId,
 * approved, hidden): the notes list reads only these columns for the fields an operation asks
 * for. A field not listed here (viewerCan, previewText, the slugs and flags other resolvers
 * add, any field added later) makes the list read whole records.
 */
const RECORD_KEYS_OF_FIELD: Readonly<Record<string, readonly (keyof NoteRecord)[]>> = {
  __typename: [],
  id: [],
  title: ['title'],
  description: ['description'],
  subject: ['subject'],
  course: ['course'],
  semester: ['semester'],
  batch: ['batch'],
  college: ['college'],
  approved: [],
  downloadCount: ['downloadCount'],
  createdAt: ['createdAt'],
  updatedAt: ['updatedAt'],
  fileName: ['fileName'],
  fileType: ['fileKey'],
  hasFile: ['fileKey'],
  externalUrl: ['externalUrl'],
  processing: ['processingStatus', 'processingReason'],
  thumbnailUrl: ['preview'],
  previewPages: ['preview'],
  pageCount: ['preview'],
  previewKind: ['preview', 'fileKey'],
  textSource: ['textSource'],
  partlyIndexed: ['preview'],
  uploader: [],
  likeCount: [],
  commentCount: [],
  comments: [],
  viewerHasSaved: [],
  viewerHasLiked: [],
  previewUrl: ['fileKey'],
  downloadUrl: ['fileKey', 'externalUrl'],
  excerpt: ['fileKey'],
};

const recordKeysCache = new WeakMap<ReadonlySet<string>, ReadonlySet<keyof NoteRecord> | null>();

/** The record properties the asked Note fields read, or null when one of them needs the whole record. */
export function recordKeysFor(fields: ReadonlySet<string>): ReadonlySet<keyof NoteRecord> | null {
  const known = recordKeysCache.get(fields);
  if (known !== undefined) return known;
  let keys: Set<keyof NoteRecord> | null = new Set();
  for (const field of fields) {
    const read = RECORD_KEYS_OF_FIELD[field];
    if (!read) {
      keys = null;
      break;
    }
    for (const key of read) keys.add(key);
  }
  recordKeysCache.set(fields, keys);
  return keys;
}

/**
 * Whether the asked Note fields read nothing of the preview column but its thumbnail (a card's
 * thumbnailUrl): the list then reads the thumbnail alone (PageOptions.previewThumbnailOnly).
 * The Note's other preview-derived values are then wrong, and not asked for.
 */
export function readsPreviewThumbnailOnly(fields: ReadonlySet<string>): boolean {
  if (!fields.has('thumbnailUrl')) return false;
  for (const field of fields) if (field !== 'thumbnailUrl' && RECORD_KEYS_OF_FIELD[field]?.includes('preview')) return false;
  return true;
}

/** The shared note view as GraphQL's Note class (field resolvers read it as their root). */
export function presentNote(record: NoteRecord): Note {
  return presentNoteView(record, new Note());
}

/**
 * A note change's payload: the note after the change (null once the viewer may no longer see
 * it), or the user's own mistakes, coded as NoteErrorCode.
 */
export function notePayload(change: () => Promise<NoteRecord | null>): Promise<NotePayload> {
  return withUserErrors<NotePayload>(
    async () => {
      const note = await change();
      return { note: note ? presentNote(note) : null };
    },
    { note: null },
    NOTE_ERROR_CODES,
  );
}

/**
 * A page of notes as a connection. Each node carries the like and comment counts (and the
 * uploader, when read) the page came with, which its field resolvers answer from, so that the
 * cards' counts and uploaders cost no query of their own. The loaders are not primed: the
 * uploader read here is only its public face, and priming costs a promise per value.
 */
export function toConnection(page: NotePage): NoteConnection {
  return {
    ...toPageConnection({
      ...page,
      items: page.items.map(({ note, cursor, snippet, counts, uploader }) => {
        const node = presentNote(note);
        if (counts) node.pageCounts = counts;
        if (uploader !== undefined) node.pageUploader = uploader;
        return { cursor, node, snippet: snippet ?? null };
      }),
    }),
    totalCountIsExact: page.totalCountIsExact ?? true,
    didYouMean: page.didYouMean ?? null,
  };
}
