import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { CommunityStats } from './stats.types';

@Resolver()
export class StatsResolver {
  @Query(() => CommunityStats, { description: 'Live community figures for the landing and About pages.' })
  communityStats(@Ctx() { services }: GraphQLContext): Promise<CommunityStats> {
    return services.stats.community();
  }
}
