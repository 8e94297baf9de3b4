import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A search suggestion.' })
export class SearchSuggestion {
  @Field({ description: 'The suggested words.' })
  text: string;

  @Field({ description: 'Where it comes from: title, subject, course or college.' })
  kind: string;
}
