import { ACCEPTED_EXTENSIONS } from '@domain/constants';

/** Public facts about the site shown in several places (footer, landing, About). */
export const SITE_NAME = 'CampusNotes';
export const SITE_TAGLINE = 'Verified notes by students, for students: free to share, free to learn from.';
export const CONTACT_EMAIL = 'hello@campusnotes.app';
export const STUDENT_GOAL = 10000;

/** The upload formats the api accepts, as readers expect them: "PDF, DOC, DOCX, PPTX, PPT, ODP or TXT". */
export function fileTypesLabel(conjunction: 'and' | 'or' | '&'): string {
  const names = ACCEPTED_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase());
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}
