import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { RateLimit } from './rate-limit.types';

@Resolver()
export class RateLimitResolver {
  @Query(() => RateLimit, {
    nullable: true,
    description:
      "Your API budget after this operation, from the shared budget store: ask for it beside other fields to learn what they cost. Null for the web app's own session and pages, which spend no budget.",
  })
  rateLimit(@Ctx() { budgetCharge }: GraphQLContext): RateLimit | null {
    if (!budgetCharge?.info) return null;
    const { info, points } = budgetCharge;
    return { cost: points, limit: info.limit, remaining: info.remaining, resetAt: new Date(Date.now() + info.resetSeconds * 1000) };
  }
}
