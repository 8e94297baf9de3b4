import path from 'node:path';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type AuthChecker, buildSchema } from 'type-graphql';
import { CommentResolver } from './comment/comment.resolver';
import type { GraphQLContext } from './context';
import { NoteResolver } from './note/note.resolver';
import { StatsResolver } from './stats/stats.resolver';
import { UserResolver } from './user/user.resolver';

/** Role checks for @Authorized("ADMIN"); record rules live in the policies. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!context.viewer) return false;
  if (roles.length === 0) return true;
  return roles.some((role) => role.toLowerCase() === context.viewer!.role);
};

export const resolvers = [NoteResolver, CommentResolver, StatsResolver, UserResolver] as const;

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // 'null' lets a forbidden field resolve to an error with the FORBIDDEN code below.
    authMode: 'error',
    validate: { forbidUnknownValues: false },
  });
}

/** The committed contract: sorted so the file changes only when the schema does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return `# Written by the api from its TypeGraphQL classes (npm run schema). Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
