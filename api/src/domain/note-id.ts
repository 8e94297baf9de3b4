/**
 * A note's id is a UUID. Anything else in a note link (a link cut short, a typo) names no note:
 * it is "not found" (404, NOT_FOUND, the app's not-found page), never a database error. Shared by
 * the api's lookups, the server's page responses and the web app, so all three agree.
 */
const NOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isNoteId(value: unknown): value is string {
  return typeof value === 'string' && NOTE_ID.test(value);
}
