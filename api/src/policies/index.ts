import type { Viewer } from '../auth/viewer';
import * as comment from './comment.policy';
import * as note from './note.policy';
import * as report from './report.policy';
import * as site from './site.policy';
import * as studyList from './study-list.policy';
import * as user from './user.policy';

/**
 * The one entry to authorization, as Outline's server/policies: callers ask
 * `authorize(viewer, 'update', { note })` and never import a policy file; each entity's rules
 * stay in its own file behind this one. The subject names its entity (`{ note }`,
 * `{ comment }`, `{ report }`, `{ user }`), or is 'site' for the admin gate, so the right rules
 * are chosen by what is asked about, and TypeScript accepts only that entity's actions.
 */
export type Subject =
  | { studyList: studyList.StudyListSubject }
  | { note: note.NoteSubject }
  | { comment: comment.CommentSubject }
  | { report: report.ReportSubject }
  | { user: user.UserSubject }
  | 'site';

export type { CommentAction } from './comment.policy';
export type { NoteAction } from './note.policy';
export type { ReportAction } from './report.policy';
export type { SiteAction } from './site.policy';
export type { StudyListAction, StudyListSubject } from './study-list.policy';
export type { UserAction } from './user.policy';
export { isPublic, PROCESSING_FAILED_MESSAGE, processingFailed } from './note.policy';

interface Rules {
  can(actor: Viewer | null, action: string, record?: unknown): boolean;
  authorize(actor: Viewer | null, action: string, record?: unknown): void;
}

/** Each entity's policy file, in the order a subject is matched (`studyList` first: its subject may carry a note; `user` last). */
const ENTITY_RULES = { studyList, note, comment, report, user };
const ENTITIES = Object.keys(ENTITY_RULES) as (keyof typeof ENTITY_RULES)[];

/**
 * The policy file the subject names, with the record it is about. The overloads of can() and
 * authorize() pair each subject with its own actions, so the loose types here only restate what
 * the caller's types already proved.
 */
function rulesOf(subject: Subject): [Rules, unknown] {
  if (subject === 'site') return [site as unknown as Rules, undefined];
  const entity = ENTITIES.find((name) => name in subject) ?? 'user';
  return [ENTITY_RULES[entity] as unknown as Rules, (subject as Record<string, unknown>)[entity]];
}

/** Whether the actor may: for abilities sent to the browser and for reads that hide what is not allowed. */
export function can(actor: Viewer | null, action: studyList.StudyListAction, subject: { studyList: studyList.StudyListSubject }): boolean;
export function can(actor: Viewer | null, action: note.NoteAction, subject: { note: note.NoteSubject }): boolean;
export function can(actor: Viewer | null, action: comment.CommentAction, subject: { comment: comment.CommentSubject }): boolean;
export function can(actor: Viewer | null, action: report.ReportAction, subject: { report: report.ReportSubject }): boolean;
export function can(actor: Viewer | null, action: user.UserAction, subject: { user: user.UserSubject }): boolean;
export function can(actor: Viewer | null, action: site.SiteAction, subject: 'site'): boolean;
export function can(actor: Viewer | null, action: string, subject: Subject): boolean {
  const [rules, record] = rulesOf(subject);
  return rules.can(actor, action, record);
}

/**
 * Throws unless the actor may: UNAUTHENTICATED for visitors, FORBIDDEN (or, for a note the
 * actor may not even see, NOT_FOUND) for the rest, each with its entity's message. Except for
 * viewing or downloading a public note, every rule needs a signed-in actor, which it asserts.
 */
export function authorize(actor: Viewer | null, action: studyList.StudyListAction, subject: { studyList: studyList.StudyListSubject }): void;
export function authorize(actor: Viewer | null, action: note.NoteAction, subject: { note: note.NoteSubject }): void;
export function authorize(actor: Viewer | null, action: comment.CommentAction, subject: { comment: comment.CommentSubject }): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: report.ReportAction, subject: { report: report.ReportSubject }): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: user.UserAction, subject: { user: user.UserSubject }): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: site.SiteAction, subject: 'site'): asserts actor is Viewer;
export function authorize(actor: Viewer | null, action: string, subject: Subject): void {
  const [rules, record] = rulesOf(subject);
  rules.authorize(actor, action, record);
}

/** The gate before any rule: a signed-in actor (UNAUTHENTICATED otherwise). */
export function requireViewer(actor: Viewer | null): asserts actor is Viewer {
  user.requireViewer(actor);
}
