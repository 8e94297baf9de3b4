import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ModerationActionRecord, ReportedItemRecord } from '../../services/report.service';
import { AdminPageArgs } from '../admin/admin.types';
import { Comment } from '../comment/comment.types';
import type { GraphQLContext } from '../context';
import { presentConnection } from '../common/connection';
import { withUserErrors } from '../common/user-error';
import { presentNote } from '../note/present-note';
import { loadPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import {
  ModerateReportedItemInput,
  ModerationAction,
  ModerationHistoryArgs,
  ModerationPayload,
  ModerationDecision,
  Report,
  ReportContentInput,
  ReportedItem,
  ReportedItemConnection,
  ReportPayload,
} from './report.types';

const presentAction = (row: ModerationActionRecord): ModerationAction =>
  Object.assign(new ModerationAction(), {
    id: row.id,
    action: row.action,
    reason: row.reason,
    itemTitle: row.itemTitle,
    createdAt: row.createdAt,
    actorId: row.actorId,
  });

const presentReport = (row: { id: string; reason: string; details: string | null; createdAt: Date }): Report =>
  Object.assign(new Report(), { id: row.id, reason: row.reason, details: row.details, createdAt: row.createdAt });

function presentItem(item: ReportedItemRecord): ReportedItem {
  const counts = new Map<string, number>();
  for (const report of item.reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return Object.assign(new ReportedItem(), {
    id: item.id,
    kind: item.kind,
    note: presentNote(item.note),
    comment:
      item.comment &&
      Object.assign(new Comment(), {
        id: item.comment.id,
        noteId: item.comment.noteId,
        authorId: item.comment.authorId,
        text: item.comment.text,
        createdAt: item.comment.createdAt,
        editedAt: item.comment.editedAt,
      }),
    hidden: item.comment ? item.comment.hidden : item.note.hidden,
    openReportCount: item.openReports,
    firstReportedAt: item.firstReportedAt,
    lastReportedAt: item.lastReportedAt,
    reasons: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([reason, count]) => ({ reason, count })),
    reports: item.reports.map(presentReport),
    history: item.history.map(presentAction),
  });
}

/** Reports by students and the admins' report queue. */
@Resolver(() => ModerationAction)
export class ReportResolver {
  @Authorized()
  @Mutation(() => ReportPayload, {
    description: 'Reports a published note or a comment on one, once per item; the uploader or author never learns who reported.',
  })
  reportContent(@Arg('input') input: ReportContentInput, @Ctx() { services, viewer }: GraphQLContext): Promise<ReportPayload> {
    return withUserErrors<ReportPayload>(async () => ({ report: presentReport(await services.reports.report(viewer, input, input.reason, input.details)) }), {
      report: null,
    });
  }

  @Authorized('ADMIN')
  @Query(() => ReportedItemConnection, {
    description: 'Reported notes and comments awaiting a decision, grouped by item: the most reported first, then the oldest.',
  })
  async reportQueue(@Args() { first, after }: AdminPageArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<ReportedItemConnection> {
    return presentConnection(await services.reports.queue(viewer, first, after), ({ item }) => presentItem(item));
  }

  @Authorized('ADMIN')
  @Query(() => Int, { description: 'Reported items awaiting a decision: the badge beside Reports in the admin sidebar.' })
  openReportCount(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.reports.openCount(viewer);
  }

  @Authorized('ADMIN')
  @Query(() => [ModerationAction], { description: 'Every moderation step on a note or comment, oldest first; kept after it is deleted.' })
  async moderationHistory(@Args() { kind, id }: ModerationHistoryArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<ModerationAction[]> {
    return (await services.reports.history(viewer, { kind, id })).map(presentAction);
  }

  @Authorized('ADMIN')
  @Mutation(() => ModerationPayload, {
    description: 'Decides on a reported item: dismiss its reports, unpublish the note (its uploader is told the reason) or delete it; recorded in its history.',
  })
  moderateReportedItem(@Arg('input') input: ModerateReportedItemInput, @Ctx() { services, viewer }: GraphQLContext): Promise<ModerationPayload> {
    return withUserErrors<ModerationPayload>(
      async () => ({ action: presentAction(await services.reports.decide(viewer, input, input.action satisfies ModerationDecision, input.reason)) }),
      { action: null },
    );
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'The admin who took the step; null for the automatic hold or a deleted account.' })
  actor(@Root() action: ModerationAction, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    return loadPublicUser(loaders, action.actorId);
  }
}
