import { Field, ObjectType } from 'type-graphql';
import { describedEnum } from '../common/enum';

/** The note fields whose existing values the upload form suggests. */
export const NoteFieldName = describedEnum(
  ['subject', 'course', 'college'] as const,
  'NoteFieldName',
  'A free-text field of a note whose existing values can be suggested.',
  {
    SUBJECT: 'The subject, e.g. Operating Systems.',
    COURSE: 'The course (programme), e.g. Computer Science Engineering (B.Tech/B.E).',
    COLLEGE: 'The college, e.g. MANIT Bhopal.',
  },
);
export type NoteFieldName = (typeof NoteFieldName)[keyof typeof NoteFieldName];

@ObjectType({ description: 'A search suggestion.' })
export class SearchSuggestion {
  @Field({ description: 'The suggested words.' })
  text: string;

  @Field({ description: 'Where it comes from: title, subject, course or college.' })
  kind: string;
}
