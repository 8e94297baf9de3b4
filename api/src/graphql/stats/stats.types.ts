import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Live figures for the landing and About pages.' })
export class CommunityStats {
  @Field(() => Int, { description: 'Approved notes shared.' })
  notesShared: number;

  @Field(() => Int, { description: 'Registered students (accounts that are not admins).' })
  students: number;

  @Field(() => Int, { description: 'Distinct colleges with approved notes.' })
  colleges: number;

  @Field(() => Int, { description: 'Distinct subjects with approved notes.' })
  subjects: number;

  @Field(() => Int, { description: 'Likes given to approved notes.' })
  likes: number;

  @Field(() => Int, { description: 'Downloads of approved notes.' })
  downloads: number;
}
