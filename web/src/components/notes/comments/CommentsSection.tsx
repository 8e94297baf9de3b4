import { useEffect, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { MessageIcon } from '../../icons';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import type { CommentItemFragment, CommentPageFragment } from '../../../graphql/__generated__/graphql';
import { ConfirmDialog } from '../../ConfirmDialog';
import { toaster } from '../../Toaster/toaster';
import { LogInIcon } from '../icons';
import { useSignInTarget } from '../useSignInTarget';
import { CommentComposer } from './CommentComposer';
import { CommentRow } from './CommentRow';
import { useCommentMutations } from './useCommentMutations';
import { splitRow, tintedSurface } from '../../card-surface';

interface CommentsSectionProps {
  noteId: string;
  /** The comments read so far: the first page, and more after "Show more comments". */
  page: CommentPageFragment;
  commentCount: number;
  /** Heading level in the page outline. */
  headingAs?: 'h2' | 'h3';
}

/** The comment box's id (the sign-in link's too, for visitors): where sign-in to comment returns. */
const COMPOSER_ID = 'comment';

export const NO_COMMENTS_TEXT = 'No comments yet. Be the first to comment!';

/**
 * "Comments (n)" with the list, one comment in edit mode at a time, delete after confirmation,
 * and a box to add one (visitors are invited to sign in instead). Shared by the note detail
 * page and Browse's inline note view.
 */
export function CommentsSection({ noteId, page, commentCount, headingAs = 'h2' }: CommentsSectionProps) {
  const comments = page.edges.map((edge) => edge.node);
  const [loadingMore, setLoadingMore] = useState(false);
  const { isSignedIn } = useCurrentUser();
  const signIn = useSignInTarget(COMPOSER_ID);
  const mutations = useCommentMutations(noteId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CommentItemFragment | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const headingId = `comments-heading-${noteId}`;

  // A new comment takes focus once it is in the list: the reader hears what they posted.
  useEffect(() => {
    if (!focusId) return;
    const row = [...document.querySelectorAll<HTMLElement>('[data-comment-id]')].find((el) => el.dataset.commentId === focusId);
    if (!row) return;
    row.focus();
    setFocusId(null);
  }, [focusId, page]);

  async function addComment(text: string) {
    const result = await mutations.add(text);
    if (!result.ok) return result.message;
    toaster.success({ title: result.queued ? 'Comment will be sent when you are back online' : 'Comment added' });
    if (result.id) setFocusId(result.id);
    return null;
  }

  async function saveEdit(comment: CommentItemFragment, text: string) {
    const result = await mutations.edit(comment, text);
    if (!result.ok) return result.message;
    setEditingId(null);
    return null;
  }

  async function showMore() {
    if (!page.pageInfo.endCursor) return;
    setLoadingMore(true);
    const result = await mutations.loadMore(page.pageInfo.endCursor);
    setLoadingMore(false);
    setListError(result.ok ? null : result.message);
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const result = await mutations.remove(pendingDelete);
    setPendingDelete(null);
    setListError(result.ok ? null : result.message);
    if (result.ok) toaster.success({ title: 'Comment deleted' });
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <HStack gap="2.5">
        <Box display="grid" placeItems="center" boxSize="9" rounded="lg" bg="brand.subtle" color="brand.fg">
          <MessageIcon />
        </Box>
        <Heading id={headingId} as={headingAs} fontSize="xl" fontWeight="800" color="fg" letterSpacing="-0.01em">
          Comments ({commentCount})
        </Heading>
      </HStack>

      {isSignedIn ? (
        <CommentComposer id={COMPOSER_ID} onSubmit={addComment} busy={mutations.adding} />
      ) : (
        <Stack {...splitRow} align={{ base: 'stretch', sm: 'center' }} gap="3" p="4" rounded="xl" {...tintedSurface('brand')}>
          <Text fontSize="sm" color="fg.muted">
            Sign in to join the discussion and share your thoughts on these notes.
          </Text>
          <Button asChild id={COMPOSER_ID} size="sm" colorPalette="brand" rounded="full" flexShrink={0}>
            <RouterLink to={signIn.to} state={signIn.state}>
              <LogInIcon /> Sign in to comment
            </RouterLink>
          </Button>
        </Stack>
      )}

      {listError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {listError}
        </Text>
      ) : null}

      {comments.length === 0 ? (
        <Text color="fg.subtle" textAlign="center" py="6" fontSize="sm">
          {NO_COMMENTS_TEXT}
        </Text>
      ) : (
        <Stack as="ul" gap="0">
          {comments.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              editing={editingId === comment.id}
              saving={mutations.editing}
              onStartEdit={() => setEditingId(comment.id)}
              onCancelEdit={() => setEditingId(null)}
              onSave={(text) => saveEdit(comment, text)}
              onDelete={() => setPendingDelete(comment)}
            />
          ))}
        </Stack>
      )}

      {page.pageInfo.hasNextPage ? (
        <Button alignSelf="center" size="sm" variant="outline" rounded="full" onClick={showMore} loading={loadingMore} loadingText="Loading comments...">
          Show more comments ({Math.max(0, page.totalCount - comments.length)} more)
        </Button>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete comment"
        message="Are you sure you want to delete this comment?"
        confirmLabel="Delete"
        busy={mutations.deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
