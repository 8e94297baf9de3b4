import type { UserEntity } from '../entities';
import type { Loaders } from '../graphql/loaders';
import { downloadUrlOf, presentNote } from '../graphql/note/present-note';
import type { NoteRecord } from '../services/note-record';
import { avatarUrlOf } from '../graphql/user/present-user';

/** A user in the spec's REST shape (`_id`, `avatar`, lower-case role). */
export function userJson(user: UserEntity) {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    avatar: avatarUrlOf(user),
    role: user.role,
    createdAt: user.createdAt,
  };
}

/**
 * A note in the spec's REST shape (`_id`, `subjectName`, `collegeName`, `fileUrl`...), with its
 * counts (and comments on request) resolved through the same DataLoaders GraphQL uses.
 */
export async function noteJson(note: NoteRecord, loaders: Loaders, options: { withComments?: boolean } = {}) {
  const [uploader, counts, comments, liked, saved] = await Promise.all([
    loaders.user.load(note.uploaderId),
    loaders.counts.load(note.id),
    options.withComments ? loaders.comments.load(note.id) : Promise.resolve(undefined),
    loaders.viewerLiked.load(note.id),
    loaders.viewerSaved.load(note.id),
  ]);
  const presented = presentNote(note);
  const commentJson = comments
    ? await Promise.all(
        comments.map(async (c) => {
          const author = await loaders.user.load(c.authorId);
          return { _id: c.id, text: c.text, commentedAt: c.createdAt, editedAt: c.editedAt, userId: c.authorId, username: author?.username ?? `User_${c.id.slice(0, 4)}`, avatar: author ? avatarUrlOf(author) : null };
        }),
      )
    : undefined;
  return {
    _id: note.id,
    title: note.title,
    description: note.description,
    subjectName: note.subject,
    courseName: note.course,
    semester: Number(note.semester),
    batch: note.batch,
    collegeName: note.college,
    fileUrl: downloadUrlOf(presented),
    fileName: note.fileName,
    fileType: presented.fileType,
    uploader: uploader ? { _id: uploader.id, username: uploader.username, avatar: avatarUrlOf(uploader) } : null,
    approved: note.approved,
    downloadCount: note.downloadCount,
    likesCount: counts.likes,
    commentsCount: counts.comments,
    likedByMe: liked,
    savedByMe: saved,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
    ...(commentJson ? { comments: commentJson } : {}),
  };
}
