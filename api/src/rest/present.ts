import DataLoader from 'dataloader';
import type { UserEntity } from '../entities';
import type { CommentRow } from '../data/comment.data';
import type { Loaders } from '../data/loaders';
import { downloadUrlOf, presentNoteView } from '../presenters/note.presenter';
import { avatarUrlOf } from '../presenters/user.presenter';
import type { Services } from '../services';
import type { NoteRecord } from '../data/note.data';

/**
 * The REST shapes are those of the original CampusNotes API (see the shared REST contract):
 * `_id`, `subjectName`..., `semester` as a string, `likes` as an array of user ids and
 * `comments` as an array, which its clients count and map over. Fields of our own sit beside
 * them; nothing a client of the original reads is renamed, re-typed or wrapped.
 */

/** The per-request loaders GraphQL uses too, plus who likes each note, which only the REST shapes list. */
export interface RestLoaders extends Loaders {
  likers: DataLoader<string, string[]>;
}

export function restLoaders(services: Services, viewerId?: string): RestLoaders {
  // Object.assign, not a spread: the loaders are made as they are first read (data/loaders.ts).
  return Object.assign(services.loaders(viewerId), { likers: new DataLoader((ids: readonly string[]) => services.likes.likerIds(ids)) });
}

/** Links are relative on this origin; for a frontend on another origin they start with PUBLIC_URL. */
const linked = (url: string | null, linkBase: string) => (url && url.startsWith('/') ? `${linkBase}${url}` : url);

/**
 * The original gave every account a default picture URL and its client puts `avatar` straight
 * into an <img src>: a neutral silhouette as a data URI, which needs no host on any origin.
 */
export const DEFAULT_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23cbd5e1'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%23f8fafc'/%3E%3Cpath d='M10 60c3-13 12-20 22-20s19 7 22 20z' fill='%23f8fafc'/%3E%3C/svg%3E";

const avatarOf = (user: UserEntity, linkBase: string) => linked(avatarUrlOf(user), linkBase) ?? DEFAULT_AVATAR;

/** A user in the original's shape (`_id`, `avatar`, lower-case role). */
export function userJson(user: UserEntity, linkBase = '') {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    avatar: avatarOf(user, linkBase),
    role: user.role,
    createdAt: user.createdAt,
  };
}

/** A comment as the original's `note.comments[]` (`_id`, `text`, `commentedAt`), with its author. */
export function commentJson(comment: CommentRow, author: UserEntity | null, linkBase = '') {
  return {
    _id: comment.id,
    noteId: comment.noteId,
    text: comment.text,
    commentedAt: comment.createdAt,
    editedAt: comment.editedAt,
    user: { _id: comment.authorId },
    userId: comment.authorId,
    username: author?.username ?? null,
    avatar: author ? avatarOf(author, linkBase) : DEFAULT_AVATAR,
  };
}

/**
 * A note in the original's shape, everything it relates to read through the request's
 * loaders, so a list costs the same few queries whatever its length.
 */
export async function noteJson(note: NoteRecord, loaders: RestLoaders, linkBase = '') {
  const [uploader, comments, likes, liked, saved] = await Promise.all([
    loaders.user.load(note.uploaderId),
    loaders.comments.load(note.id),
    loaders.likers.load(note.id),
    loaders.viewerLiked.load(note.id),
    loaders.viewerSaved.load(note.id),
  ]);
  const authors = await Promise.all(comments.map((c) => loaders.user.load(c.authorId)));
  const presented = presentNoteView(note);
  return {
    _id: note.id,
    title: note.title,
    description: note.description,
    subjectName: note.subject,
    /** What the original's admin tables print (its model had no such field). */
    subject: note.subject,
    courseName: note.course,
    semester: String(note.semester),
    batch: note.batch,
    collegeName: note.college,
    fileUrl: linked(downloadUrlOf(presented), linkBase) ?? '',
    fileName: note.fileName,
    fileType: presented.fileType,
    uploader: uploader ? { _id: uploader.id, username: uploader.username, avatar: avatarOf(uploader, linkBase) } : null,
    approved: note.approved,
    downloadCount: note.downloadCount,
    likes,
    likesCount: likes.length,
    /** GraphQL's names for the two counts (likesCount and commentsCount stay for the original client). */
    likeCount: likes.length,
    commentCount: comments.length,
    comments: comments.map((c, i) => commentJson(c, authors[i], linkBase)),
    commentsCount: comments.length,
    likedByMe: liked,
    savedByMe: saved,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
    /** Previews (issue 15): processing state, page images (served by /media, visibility checked) and text source. */
    processing: presented.processing,
    thumbnailUrl: linked(presented.thumbnailUrl, linkBase),
    previewPages: presented.previewPages.map((page) => ({ ...page, url: linked(page.url, linkBase)! })),
    pageCount: presented.pageCount,
    previewKind: presented.previewKind,
    textSource: presented.textSource,
    partlyIndexed: presented.partlyIndexed,
  };
}

export type NoteJson = Awaited<ReturnType<typeof noteJson>>;
