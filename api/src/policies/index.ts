import type { Viewer } from '../auth/viewer';
import * as comment from './comment.policy';
import * as note from './note.policy';
import * as report from './report.policy';
import * as site from './site.policy';
import * as user from './user.policy';

/**
 * The one entry to authorization, as Outline's server/policies: callers ask
 * `authorize(viewer, 'update', { note })` and never import a policy file; each entity's rules
 * stay in its own file behind this one. The subject names its entity (`{ note }`,
 * `{ comment }`, `{ report }`, `{ user }`), or is 'site' for the admin gate, so the right rules
 * are chosen by what is asked about, and TypeScript accepts only that entity's actions.
 */
export type Subject = { note: note.NoteSubject } | { comment: comment.CommentSubject } | { report: report.ReportSubject } | { user: user.UserSubject } | 'site';

export type { CommentAction } from './comment.policy';
export type { NoteAction } from './note.policy';
export type { ReportAction } from './report.policy';
export type { SiteAction } from './site.policy';
export type { UserAction } from './user.policy';
export { isPublic } from './note.policy';

/** Whether the actor may: for abilities sent to the browser and for reads that hide what is not allowed. */
export function can(actor: Viewer | null, action: note.NoteAction, subject: { note: note.NoteSubject }): boolean;
export function can(actor: Viewer | null, action: comment.CommentAction, subject: { comment: comment.CommentSubject }): boolean;
export function can(actor: Viewer | null, action: report.ReportAction, subject: { report: report.ReportSubject }): boolean;
export function can(actor: Viewer | null, action: user.UserAction, subject: { user: user.UserSubject }): boolean;
export function can(actor: Viewer | null, action: site.SiteAction, subject: 'site'): boolean;
export function can(actor: Viewer | null, action: string, subject: Subject): boolean {
  // The overloads above pair each subject with its own actions, so the casts below only
  // restate what the caller's types already proved.
  if (subject === 'site') return site.can(actor, action as site.SiteAction);
  if ('note' in subject) return note.can(actor, action as note.NoteAction, subject.note);
  if ('comment' in subject) return comment.can(actor, action as comment.CommentAction, subject.comment);
  if ('report' in subject) return report.can(actor, action as report.ReportAction, subject.report);
  return user.can(actor, action as user.UserAction, subject.user);
}

/**
 * Throws unless the actor may: UNAUTHENTICATED for visitors, FORBIDDEN (or, for a note the
 * actor may not even see, NOT_FOUND) for the rest, each with its entity's message. Except for
 * viewing or downloading a public note, every rule needs a signed-in actor, which it asserts.
 */
export function authorize(actor: Viewer | null, action: note.NoteAction, subject: { note: note.NoteSubject }): void;
export function authorize(actor: Viewer | null, action: comment.CommentAction, subject: { comment: comment.CommentSubject }): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: report.ReportAction, subject: { report: report.ReportSubject }): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: user.UserAction, subject: { user: user.UserSubject }): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: site.SiteAction, subject: 'site'): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: string, subject: Subject): void {
  if (subject === 'site') return site.authorize(actor, action as site.SiteAction);
  if ('note' in subject) return note.authorize(actor, action as note.NoteAction, subject.note);
  if ('comment' in subject) return comment.authorize(actor, action as comment.CommentAction, subject.comment);
  if ('report' in subject) return report.authorize(actor, action as report.ReportAction, subject.report);
  return user.authorize(actor, action as user.UserAction, subject.user);
}

/** The gate before any rule: a signed-in actor (UNAUTHENTICATED otherwise). */
export function requireViewer(actor: Viewer | null): asserts actor is Viewer {
  user.requireViewer(actor);
}
