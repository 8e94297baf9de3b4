import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { COMMENT_MAX } from '@domain/constants';
import {
  AddCommentDocument,
  DeleteCommentDocument,
  EditCommentDocument,
  type CommentItemFragment,
} from '../../../graphql/__generated__/graphql';
import { describeFailure } from '../errors';

export { COMMENT_MAX };

/** What a comment write reports back: nothing on success, otherwise a message for the reader. */
export type CommentWriteResult = { ok: true; id?: string } | { ok: false; message: string };

function noteCacheId(cache: ApolloCache, noteId: string) {
  return cache.identify({ __typename: 'Note', id: noteId });
}

/**
 * Comment writes of one note. Each keeps the cached Note (its comments and commentCount) in
 * step with the server's answer, so the detail page, Browse's inline view and the note's card
 * all change without refetching the note.
 */
export function useCommentMutations(noteId: string) {
  const [addComment, addState] = useMutation(AddCommentDocument);
  const [editComment, editState] = useMutation(EditCommentDocument);
  const [deleteComment, deleteState] = useMutation(DeleteCommentDocument);

  async function add(text: string): Promise<CommentWriteResult> {
    try {
      const { data } = await addComment({
        variables: { input: { noteId, text } },
        update(cache, { data: answer }) {
          const comment = answer?.addComment.comment;
          if (!comment) return;
          cache.modify<{ comments: Reference[]; commentCount: number }>({
            id: noteCacheId(cache, noteId),
            fields: {
              comments(existing, { toReference, readField }) {
                if (existing.some((ref) => readField('id', ref) === comment.id)) return existing;
                const ref = toReference(comment);
                return ref ? [...existing, ref] : existing;
              },
              commentCount: (count) => count + 1,
            },
          });
        },
      });
      const problem = data?.addComment.errors[0];
      return problem ? { ok: false, message: problem.message } : { ok: true, id: data?.addComment.comment?.id };
    } catch (error) {
      return { ok: false, message: describeFailure(error, 'Failed to add comment', 'Something went wrong while adding comment') };
    }
  }

  async function edit(comment: CommentItemFragment, text: string): Promise<CommentWriteResult> {
    try {
      // The answer carries the normalized Comment: the cache replaces its text by itself.
      const { data } = await editComment({ variables: { input: { id: comment.id, text } } });
      if (data?.editComment.errors.length) return { ok: false, message: 'Failed to update comment' };
      return { ok: true };
    } catch (error) {
      return { ok: false, message: describeFailure(error, 'Failed to update comment', 'Something went wrong while updating comment') };
    }
  }

  async function remove(comment: CommentItemFragment): Promise<CommentWriteResult> {
    try {
      await deleteComment({
        variables: { id: comment.id },
        update(cache) {
          const commentId = cache.identify({ __typename: 'Comment', id: comment.id });
          cache.modify<{ comments: Reference[]; commentCount: number }>({
            id: noteCacheId(cache, noteId),
            fields: {
              comments: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== comment.id),
              commentCount: (count) => Math.max(0, count - 1),
            },
          });
          cache.evict({ id: commentId });
          cache.gc();
        },
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: describeFailure(error, 'Failed to delete comment', 'Something went wrong while deleting comment') };
    }
  }

  return {
    add,
    edit,
    remove,
    adding: addState.loading,
    editing: editState.loading,
    deleting: deleteState.loading,
  };
}
