import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A comment on a note.' })
export class Comment {
  @Field(() => ID, { description: 'Stable comment id.' })
  id: string;

  @Field({ description: 'The comment as its author wrote it: plain text, never HTML.' })
  text: string;

  @Field({ description: 'When the comment was posted.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the comment was last edited, if ever.' })
  editedAt: Date | null;

  /** Resolved through the per-request user loader. */
  authorId: string;
}
