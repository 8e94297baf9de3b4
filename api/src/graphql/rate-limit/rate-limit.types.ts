import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Your API budget (docs/api.md, Limits): points per hour per token, or per address for requests without one. The same figures as the RateLimit headers.',
  simpleResolvers: true,
})
export class RateLimit {
  @Field(() => Int, { description: 'Points this operation cost (a point is up to 100 objects of the answer, at least 1); already taken from `remaining`.' })
  cost: number;

  @Field(() => Int, { description: 'Points the budget holds per hour.' })
  limit: number;

  @Field(() => Int, { description: 'Points left until resetAt.' })
  remaining: number;

  @Field({ description: 'When the budget is full again.' })
  resetAt: Date;
}
