import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../common/connection';
import { TextInput } from '../common/text-input';
import { CommentError, PayloadOf } from '../common/user-error';

@ObjectType({ description: 'What the viewer may do with a comment.' })
export class CommentAbilities {
  @Field({ description: 'Edit it (its author or an admin).' })
  edit: boolean;

  @Field({ description: 'Delete it (its author or an admin).' })
  delete: boolean;
}

@ObjectType({ description: 'A comment on a note.' })
export class Comment {
  @Field(() => ID, { description: 'Stable comment id.' })
  id: string;

  @Field(() => ID, { description: 'The note it belongs to.' })
  noteId: string;

  @Field({ description: 'The comment as its author wrote it: plain text, never HTML.' })
  text: string;

  @Field({ description: 'When the comment was posted.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the comment was last edited, if ever.' })
  editedAt: Date | null;

  /** Resolved through the per-request user loader. */
  authorId: string;
}

@InputType({ description: 'A new comment.' })
export class AddCommentInput {
  @TextInput('The note to comment on.', { id: true })
  noteId: string;

  @TextInput('The comment, 1 to 2000 characters after trimming.', { maxLength: 10000 })
  text: string;
}

@InputType({ description: 'New text for a comment.' })
export class EditCommentInput {
  @TextInput('The comment to change.', { id: true })
  id: string;

  @TextInput('The new text, 1 to 2000 characters after trimming.', { maxLength: 10000 })
  text: string;
}

@ObjectType({ description: 'Result of adding, editing or deleting a comment.' })
export class CommentPayload extends PayloadOf(CommentError) {
  @Field(() => Comment, { nullable: true, description: 'The comment (after a delete: as it was); null when there are errors.' })
  comment: Comment | null;
}

@ObjectType({ description: 'A page of comments on a note, oldest first.' })
export class CommentConnection extends ConnectionOf(Comment, { one: 'comment', many: 'comments' }) {}
