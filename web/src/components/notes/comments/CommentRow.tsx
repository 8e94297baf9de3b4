import { useId, useState } from 'react';
import { Box, Button, chakra, Flex, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { ReportButton } from '../../community/ReportButton';
import { UserAvatar } from '../../UserAvatar/UserAvatar';
import type { CommentItemFragment } from '../../../graphql/__generated__/graphql';
import { ANONYMOUS_AUTHOR } from '../format';
import { useNoteDates } from '../useNoteDates';
import { CommentDate } from '../ReaderDate';
import { PencilIcon, TrashIcon } from '../icons';
import { CommentCounter, sendComment } from './comment-length';
import { focusRing } from '../../card-surface';

interface CommentRowProps {
  comment: CommentItemFragment;
  editing: boolean;
  saving: boolean;
  onStartEdit: () => void;
  onCancelEdit: () => void;
  /** Saves the trimmed text; resolves with an error message, or null when saved. */
  onSave: (text: string) => Promise<string | null>;
  onDelete: () => void;
}

export function CommentRow({ comment, editing, saving, onStartEdit, onCancelEdit, onSave, onDelete }: CommentRowProps) {
  const author = comment.author?.username ?? ANONYMOUS_AUTHOR;
  const canEdit = comment.viewerCan.edit;
  const canDelete = comment.viewerCan.delete;
  return (
    <HStack
      as="li"
      data-testid="comment"
      // Focus lands here after the comment was added (CommentsSection), never on <body>.
      data-comment-id={comment.id}
      tabIndex={-1}
      outline="none"
      _focusVisible={{ ...focusRing, rounded: 'md' }}
      align="flex-start"
      gap="3"
      py="4"
      listStyleType="none"
      borderTopWidth="1px"
      borderColor="border.muted"
      _first={{ borderTopWidth: '0' }}
    >
      {/* Spec: an author-less comment shows the initial "U". */}
      <UserAvatar name={comment.author ? author : 'U'} src={comment.author?.avatarUrl} size="sm" />
      <Stack gap="1" flex="1" minW="0">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Text as="span" fontWeight="700" color="fg" fontSize="sm" mr="2">
              {author}
            </Text>
            <chakra.time dateTime={comment.createdAt} fontSize="xs" color="fg.subtle">
              <CommentDate iso={comment.createdAt} />
            </chakra.time>
            {comment.editedAt ? <EditedMark iso={comment.editedAt} /> : null}
          </Box>
          {!editing && (canEdit || canDelete) ? (
            <HStack gap="0.5" flexShrink={0} mt="-1">
              {canEdit ? (
                <IconButton variant="ghost" size="xs" rounded="full" aria-label="Edit comment" onClick={onStartEdit}>
                  <PencilIcon />
                </IconButton>
              ) : null}
              {canDelete ? (
                <IconButton variant="ghost" size="xs" rounded="full" colorPalette="red" aria-label="Delete comment" onClick={onDelete}>
                  <TrashIcon />
                </IconButton>
              ) : null}
            </HStack>
          ) : null}
          {!editing ? <ReportButton kind="COMMENT" id={comment.id} authorId={comment.author?.id} itemLabel={`${author}'s comment`} compact /> : null}
        </Flex>
        {editing ? (
          <CommentEditor initialText={comment.text} saving={saving} onSave={onSave} onCancel={onCancelEdit} />
        ) : (
          // Plain text, as written: React escapes it and pre-wrap keeps the author's line breaks.
          <Text color="fg.muted" fontSize="sm" lineHeight="1.65" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="comment-text">
            {comment.text}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

interface CommentEditorProps {
  initialText: string;
  saving: boolean;
  onSave: (text: string) => Promise<string | null>;
  onCancel: () => void;
}

function CommentEditor({ initialText, saving, onSave, onCancel }: CommentEditorProps) {
  const counterId = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (saving) return;
    const problem = await sendComment(text, onSave);
    if (problem !== undefined) setError(problem);
  }

  return (
    <Stack gap="2" mt="1">
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void save();
        }}
        aria-label="Edit your comment"
        aria-describedby={counterId}
        rows={3}
        autoFocus
        bg="bg.panel"
        rounded="lg"
      />
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <HStack gap="2" justify="flex-end">
        <Box flex="1">
          <CommentCounter id={counterId} length={text.trim().length} />
        </Box>
        <Button size="xs" variant="outline" rounded="full" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="xs" colorPalette="brand" rounded="full" onClick={() => void save()} loading={saving}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}

/** "(edited)", with the time of the edit in the reader's zone as its title (a leaf: see ReaderDate.tsx). */
function EditedMark({ iso }: { iso: string }) {
  const { commentDate } = useNoteDates();
  return (
    <Text as="span" fontSize="xs" color="fg.subtle" ml="1.5" title={commentDate(iso)}>
      (edited)
    </Text>
  );
}
