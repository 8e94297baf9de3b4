import path from 'node:path';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type AuthChecker, buildSchema } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors';
import { AdminResolver } from './admin/admin.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { CommentResolver } from './comment/comment.resolver';
import type { GraphQLContext } from './context';
import { NoteResolver } from './note/note.resolver';
import { NotePreviewResolver } from './note/note-preview.resolver';
import { FollowResolver } from './notification/follow.resolver';
import { NotificationResolver } from './notification/notification.resolver';
import { ReportResolver } from './report/report.resolver';
import { StatsResolver } from './stats/stats.resolver';
import { UserResolver } from './user/user.resolver';

/** Role checks for @Authorized("ADMIN"); record rules live in the policies. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  // Throwing our own errors gives visitors UNAUTHENTICATED and signed-in users FORBIDDEN,
  // whatever roles the field asks for.
  if (!context.viewer) throw unauthenticated();
  if (roles.length === 0 || roles.some((role) => role.toLowerCase() === context.viewer!.role)) return true;
  throw forbidden('This needs an admin account.');
};

export const resolvers = [NoteResolver, NotePreviewResolver, CommentResolver, StatsResolver, UserResolver, AuthResolver, AdminResolver, ReportResolver, NotificationResolver, FollowResolver] as const;

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // Errors carry the message and field, not copies of the input object (less work, nothing echoed back).
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
}

/** The committed contract: sorted so the file changes only when the schema does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return `# Written by the api from its TypeGraphQL classes (npm run schema). Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
