import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { toConnection } from '../common/connection';
import { NOTE_ERROR_CODES, withRemovedId } from '../common/user-error';
import { AuditActor, AuditRecord, AuditRecordConnection, AuditRecordsArgs, RejectNoteInput, RejectNotePayload } from './audit.types';

/** The audit trail (read only: no field changes or deletes a record) and rejection with a reason. Admins only. */
@Authorized('ADMIN')
@Resolver()
export class AuditResolver {
  @Query(() => AuditRecordConnection, {
    description: 'Every admin and moderation action, newest first; filtered by admin, action, item and time. Records are never changed or deleted.',
  })
  async auditRecords(
    @Args() { first, after, adminId, action, itemType, itemId, from, to }: AuditRecordsArgs,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuditRecordConnection> {
    const page = await services.audit.list(viewer, { actorId: adminId, action, itemType, itemId, from, to }, first, after);
    return toConnection({ ...page, items: page.items.map(({ node, cursor }) => ({ cursor, node: Object.assign(new AuditRecord(), node) })) });
  }

  @Query(() => [AuditActor], { description: 'The admins who have audit records, by name: the choices of the audit page’s admin filter.' })
  auditActors(@Ctx() { services, viewer }: GraphQLContext): Promise<AuditActor[]> {
    return services.audit.actors(viewer);
  }

  @Mutation(() => RejectNotePayload, {
    description:
      'Rejects a pending note with a reason: the uploader is notified with it, the rejection is recorded in the audit trail, and the note and its file are deleted.',
  })
  rejectNote(@Arg('input') input: RejectNoteInput, @Ctx() { services, viewer }: GraphQLContext): Promise<RejectNotePayload> {
    return withRemovedId<RejectNotePayload>(
      'rejectedId',
      input.id,
      () => services.admin.rejectNote(viewer, input.id, input.reason, input.details),
      NOTE_ERROR_CODES,
    );
  }
}
