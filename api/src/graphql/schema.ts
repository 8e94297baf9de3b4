import path from 'node:path';
import { getNamedType, type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type AuthChecker, buildSchema, type PubSub } from 'type-graphql';
import { authorize, requireViewer } from '../policies';
import { AdminResolver } from './admin/admin.resolver';
import { AuditResolver } from './audit/audit.resolver';
import { DataExportResolver } from './data-export/data-export.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { CommentResolver } from './comment/comment.resolver';
import { LikeResolver } from './like/like.resolver';
import type { GraphQLContext } from './context';
import { NoteResolver } from './note/note.resolver';
import { ContributorResolver, NoteCollectionResolver, NoteDiscoveryResolver } from './discovery/discovery.resolver';
import { NotePreviewResolver } from './note/note-preview.resolver';
import { FollowResolver } from './notification/follow.resolver';
import { createLivePubSub } from './notification/notification.live';
import { NotificationResolver } from './notification/notification.resolver';
import { RateLimitResolver } from './rate-limit/rate-limit.resolver';
import { ReportResolver } from './report/report.resolver';
import { SavedNoteResolver } from './saved-note/saved-note.resolver';
import { SearchResolver } from './search/search.resolver';
import { CommentReportedResolver, NoteReportedResolver } from './report/viewer-reported.resolver';
import { StatsResolver } from './stats/stats.resolver';
import { StudyListResolver } from './study-list/study-list.resolver';
import { UserResolver } from './user/user.resolver';
import { validateArgs } from './validate-args';

/**
 * @Authorized() and @Authorized("ADMIN") ask the policies' own questions: a signed-in account,
 * and the admin gate (ADMIN is the only role a field names). Throwing the policies' errors
 * gives visitors UNAUTHENTICATED and signed-in users FORBIDDEN, as REST answers them.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  requireViewer(context.viewer);
  if (roles.length > 0) authorize(context.viewer, 'administer', 'site');
  return true;
};

export const resolvers = [
  NoteResolver,
  NotePreviewResolver,
  SearchResolver,
  LikeResolver,
  SavedNoteResolver,
  CommentResolver,
  StatsResolver,
  UserResolver,
  AuthResolver,
  AdminResolver,
  ReportResolver,
  NoteReportedResolver,
  CommentReportedResolver,
  NotificationResolver,
  FollowResolver,
  RateLimitResolver,
  AuditResolver,
  DataExportResolver,
  NoteCollectionResolver,
  ContributorResolver,
  NoteDiscoveryResolver,
  StudyListResolver,
] as const;

const ROOT_DESCRIPTIONS = {
  query:
    'Everything CampusNotes lets you read: approved notes (browse, search, one note with its comments), your account, your lists, and for admins the moderation views. Visitors may read public data; the rest needs a session or an API token (docs/api.md).',
  mutation:
    'Everything you can change. Each mutation takes one `input` (or an id) and returns a payload whose `errors { field message code }` lists mistakes you can fix, a missing record (NOT_FOUND) included; sign-in and permission problems are top-level errors with `extensions.code` (UNAUTHENTICATED, FORBIDDEN).',
};

/**
 * What TypeGraphQL cannot describe from the classes: the root types (resolver classes are not
 * types) and the `input` argument of mutations, which takes its input type's description.
 * graphql-js types are plain objects, so setting descriptions after the build is enough.
 */
function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.query;
  const subscription = schema.getSubscriptionType();
  if (subscription)
    subscription.description =
      'Live updates for signed-in accounts, over a WebSocket at /graphql (graphql-transport-ws protocol; session cookie, or `{ authorization: "Bearer <token>" }` as connection params). Over HTTP they are refused.';
  if (mutation) {
    mutation.description = ROOT_DESCRIPTIONS.mutation;
    for (const field of Object.values(mutation.getFields())) {
      for (const arg of field.args) {
        if (arg.name === 'input' && !arg.description) arg.description = getNamedType(arg.type).description ?? null;
      }
    }
  }
  return schema;
}

/** `pubSub` carries subscription events; each app (each replica in tests) has its own. */
export async function createSchema(options: { pubSub?: PubSub } = {}): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub: options.pubSub ?? createLivePubSub(),
    authChecker,
    authMode: 'error',
    validateFn: validateArgs,
  });
  return describeRoots(schema);
}

/** The committed contract: sorted so the file changes only when the schema does. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return `# Written by the api from its TypeGraphQL classes (npm run schema). Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
