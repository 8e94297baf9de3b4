import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { DataExportRow } from '../../data/data-export.data';
import { dataExportPath } from '../../presenters/data-export.presenter';
import type { GraphQLContext } from '../context';
import { withUserErrors } from '../common/user-error';
import { DataExport, DataExportPayload } from './data-export.types';

function presentDataExport(row: DataExportRow): DataExport {
  const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt.getTime() <= Date.now());
  const state = expired ? 'expired' : row.status;
  return Object.assign(new DataExport(), {
    id: row.id,
    state,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
    size: row.size,
    downloadUrl: state === 'ready' ? dataExportPath(row.id) : null,
  });
}

/** The signed-in student's personal data export. */
@Authorized()
@Resolver()
export class DataExportResolver {
  @Query(() => DataExport, { nullable: true, description: "The signed-in account's newest personal data export, or null if it never asked for one." })
  async myDataExport(@Ctx() { services, viewer }: GraphQLContext): Promise<DataExport | null> {
    const row = await services.dataExports.latest(viewer);
    return row ? presentDataExport(row) : null;
  }

  @Mutation(() => DataExportPayload, {
    description:
      'Asks for a zip of everything the service holds about the signed-in account; a background job builds it. CONFLICT while one is already being prepared.',
  })
  requestDataExport(@Ctx() { services, viewer }: GraphQLContext): Promise<DataExportPayload> {
    return withUserErrors<DataExportPayload>(async () => ({ export: presentDataExport(await services.dataExports.request(viewer)) }), { export: null });
  }
}
