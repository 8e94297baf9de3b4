import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ReportedKind } from '../../services/report.service';
import { Comment } from '../comment/comment.types';
import type { GraphQLContext } from '../context';
import type { Loaders } from '../../data/loaders';
import { Note } from '../note/note.types';

type ReportedLoaders = Record<ReportedKind, DataLoader<string, boolean>>;

/**
 * Per-request loaders of "did the viewer report this", keyed on the request's own Loaders
 * object (so they live and die with the request) without widening the shared Loaders type.
 */
const perRequest = new WeakMap<Loaders, ReportedLoaders>();

function reportedLoaders({ loaders, services, viewer }: GraphQLContext): ReportedLoaders {
  let found = perRequest.get(loaders);
  if (!found) {
    const loader = (kind: ReportedKind) =>
      new DataLoader<string, boolean>(async (ids) => {
        if (!viewer) return ids.map(() => false);
        const reported = await services.reports.reportedBy(viewer.id, kind, ids);
        return ids.map((id) => reported.has(id));
      });
    found = { note: loader('note'), comment: loader('comment') };
    perRequest.set(loaders, found);
  }
  return found;
}

/** After a report the item stays reportable by others; the reporter's button reads "Reported". */
const DESCRIPTION = 'Whether you reported it (always false for visitors): one report per item, so the Report button shows "Reported".';

@Resolver(() => Note)
export class NoteReportedResolver {
  @FieldResolver(() => Boolean, { description: DESCRIPTION })
  viewerHasReported(@Root() note: Note, @Ctx() context: GraphQLContext): Promise<boolean> {
    return reportedLoaders(context).note.load(note.id);
  }
}

@Resolver(() => Comment)
export class CommentReportedResolver {
  @FieldResolver(() => Boolean, { description: DESCRIPTION })
  viewerHasReported(@Root() comment: Comment, @Ctx() context: GraphQLContext): Promise<boolean> {
    return reportedLoaders(context).comment.load(comment.id);
  }
}
