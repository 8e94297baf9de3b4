import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { COMMENT_MAX } from '@domain/constants';
import {
  AddCommentDocument,
  DeleteCommentDocument,
  EditCommentDocument,
  NoteCommentsDocument,
  type CommentItemFragment,
} from '../../../graphql/__generated__/graphql';
import { describeFailure } from '../errors';
import { isOffline } from '../../../offline/network';
import { queueOffline } from '../../../offline/queue-offline';

export { COMMENT_MAX };

/** What a comment write reports back: nothing on success, otherwise a message for the reader. */
export type CommentWriteResult = { ok: true; id?: string; queued?: boolean } | { ok: false; message: string };

/** Comments per "Show more comments". */
export const COMMENTS_PAGE = 20;

/** Note.comments as the cache holds it: edges whose node is a normalized Comment. */
interface CachedCommentPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { __typename?: string; cursor: string; node: Reference }[];
}

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
  const client = useApolloClient();

  async function add(text: string): Promise<CommentWriteResult> {
    if (isOffline()) {
      // Queued, listed under the comments as "will be sent", and sent once back online.
      await queueOffline(client, { kind: 'comment', noteId, text: text.trim() });
      return { ok: true, queued: true };
    }
    try {
      const { data } = await addComment({
        variables: { input: { noteId, text } },
        update(cache, { data: answer }) {
          const comment = answer?.addComment.comment;
          if (!comment) return;
          cache.modify<Record<string, unknown>>({
            id: noteCacheId(cache, noteId),
            fields: {
              comments(value, { toReference, readField }) {
                const existing = value as CachedCommentPage;
                if (existing.edges.some((edge) => readField('id', edge.node) === comment.id)) return existing;
                const ref = toReference(comment);
                // The newest comment goes last: shown now when every page is here, otherwise with the last page.
                if (!ref || existing.pageInfo.hasNextPage) return { ...existing, totalCount: existing.totalCount + 1 };
                return { ...existing, totalCount: existing.totalCount + 1, edges: [...existing.edges, { __typename: 'CommentEdge', cursor: '', node: ref }] };
              },
              commentCount: (count) => (count as number) + 1,
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
      const { data } = await deleteComment({
        variables: { id: comment.id },
        update(cache, { data: answer }) {
          if (!answer?.deleteComment.comment) return;
          const commentId = cache.identify({ __typename: 'Comment', id: comment.id });
          cache.modify<Record<string, unknown>>({
            id: noteCacheId(cache, noteId),
            fields: {
              comments(value, { readField }) {
                const existing = value as CachedCommentPage;
                const edges = existing.edges.filter((edge) => readField('id', edge.node) !== comment.id);
                return { ...existing, totalCount: Math.max(0, existing.totalCount - (existing.edges.length - edges.length)), edges };
              },
              commentCount: (count) => Math.max(0, (count as number) - 1),
            },
          });
          cache.evict({ id: commentId });
          cache.gc();
        },
      });
      const problem = data?.deleteComment.errors[0];
      return problem ? { ok: false, message: problem.message } : { ok: true };
    } catch (error) {
      return { ok: false, message: describeFailure(error, 'Failed to delete comment', 'Something went wrong while deleting comment') };
    }
  }

  /** The next page of comments, appended to the cached list by the type policy. */
  async function loadMore(after: string): Promise<CommentWriteResult> {
    try {
      await client.query({ query: NoteCommentsDocument, variables: { id: noteId, first: COMMENTS_PAGE, after }, fetchPolicy: 'network-only' });
      return { ok: true };
    } catch {
      return { ok: false, message: 'Could not load more comments. Please try again.' };
    }
  }

  return {
    add,
    edit,
    remove,
    loadMore,
    adding: addState.loading,
    editing: editState.loading,
    deleting: deleteState.loading,
  };
}
