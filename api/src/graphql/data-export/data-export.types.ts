import { Field, Float, ID, ObjectType } from 'type-graphql';
import { describedEnum } from '../common/enum';
import { PayloadOf, UserError } from '../common/user-error';

export const DATA_EXPORT_STATES = ['pending', 'running', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];
export const DataExportState = describedEnum(DATA_EXPORT_STATES, 'DataExportState', 'Where a personal data export stands.', {
  PENDING: 'Requested; waiting for a worker.',
  RUNNING: 'Being built.',
  READY: 'Ready: `downloadUrl` gives the zip until `expiresAt`.',
  EXPIRED: 'Its link expired; request a new export.',
  FAILED: 'It could not be built; request a new export.',
});

@ObjectType({ description: 'A zip of everything the service holds about the signed-in student, built in the background.' })
export class DataExport {
  @Field(() => ID, { description: 'Stable export id.' })
  id: string;

  @Field(() => DataExportState, { description: 'Where it stands.' })
  state: DataExportState;

  @Field({ description: 'When it was requested.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was ready (or failed).' })
  finishedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When its download link stops working.' })
  expiresAt: Date | null;

  @Field(() => Float, { nullable: true, description: 'Size of the zip in bytes, once ready.' })
  size: number | null;

  @Field(() => String, { nullable: true, description: 'Where its owner downloads the zip (signed in: the link works for nobody else); null unless READY.' })
  downloadUrl: string | null;
}

@ObjectType({ description: 'Result of an export request.' })
export class DataExportPayload extends PayloadOf(UserError, 'Mistakes to fix (CONFLICT while an export is already being prepared); empty on success.') {
  @Field(() => DataExport, { nullable: true, description: 'The export now being prepared; null when there are errors.' })
  export: DataExport | null;
}
