/**
 * Notification kinds and the live event, shared by the api and the web app (through the `@domain`
 * alias) so that the stream and the browser's cache read the same fields and the same spelling.
 */
export const NOTIFICATION_KINDS = [
  'note_approved',
  'note_rejected',
  'note_unpublished',
  'note_removed',
  'note_commented',
  'note_liked',
  'followed_note',
] as const;
/** As stored and as the live stream sends it; GraphQL's NotificationKind names the same kinds in capitals. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What every notification says: its kind, the note and comment it is about, who, why, how many. */
export interface NotificationFields {
  id: string;
  kind: NotificationKind;
  noteId: string | null;
  noteTitle: string;
  commentId: string | null;
  actorId: string | null;
  reason: string | null;
  count: number;
}

/** A notification as the live stream sends it (GET /api/events); the browser asks GraphQL for the rest. */
export interface LiveNotification extends NotificationFields {
  createdAt: string;
  /** created_at in microseconds since the epoch. */
  at: number;
}
