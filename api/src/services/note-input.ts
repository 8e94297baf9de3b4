import { batchMistake, currentBatches, DESCRIPTION_MAX, FIELD_MAX, MAX_SEMESTER, MIN_SEMESTER, TITLE_MAX } from '../domain/constants';
import { badInput, type FieldError } from '../errors';

/** What a client sends for a note, from GraphQL or from the REST form (strings there). */
export interface NoteFields {
  title?: string | null;
  description?: string | null;
  subject?: string | null;
  course?: string | null;
  semester?: number | string | null;
  batch?: string | null;
  college?: string | null;
  fileUrl?: string | null;
  /**
   * Create only: the uploader confirms the content is original and may be shared (the spec's
   * required checkbox). Update ignores it: the confirmation was given when the note was shared.
   */
  confirmOriginal?: boolean | null;
}

/** What the browse list is narrowed by: exact values, and words to search for. */
export type { NoteListFilter } from '../domain/note-list-filter';

export interface CleanNoteFields {
  title: string;
  description: string;
  subject: string;
  course: string | undefined;
  semester: number;
  batch: string;
  college: string;
  fileUrl: string | undefined;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim());

/** A file URL must be http(s): no javascript:, data:, file: or relative links. */
export function checkFileUrl(value: string, errors: FieldError[]): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    errors.push({ field: 'fileUrl', message: 'The file URL must be a full http:// or https:// address.' });
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    errors.push({ field: 'fileUrl', message: 'The file URL must start with http:// or https://.' });
    return undefined;
  }
  if (value.length > 2000) errors.push({ field: 'fileUrl', message: 'The file URL is too long.' });
  return url.toString();
}

/**
 * One set of rules for create and update (the spec: on update the course is optional and the
 * existing one is kept). Every mistake is reported at once, each on its field.
 */
export function cleanNoteFields(input: NoteFields, mode: 'create' | 'update'): CleanNoteFields {
  const errors: FieldError[] = [];
  const required = (field: keyof NoteFields, label: string, max: number): string => {
    const value = text(input[field]);
    if (!value) errors.push({ field, message: `${label} is required.` });
    else if (value.length > max) errors.push({ field, message: `${label} must be at most ${max} characters.` });
    return value;
  };
  const title = required('title', 'Title', TITLE_MAX);
  const subject = required('subject', 'Subject', FIELD_MAX);
  const college = required('college', 'College', FIELD_MAX);
  let course: string | undefined = text(input.course);
  if (mode === 'create') course = required('course', 'Course', FIELD_MAX);
  else if (!course) course = undefined;
  else if (course.length > FIELD_MAX) errors.push({ field: 'course', message: `Course must be at most ${FIELD_MAX} characters.` });

  const description = text(input.description);
  if (description.length > DESCRIPTION_MAX) errors.push({ field: 'description', message: `Description must be at most ${DESCRIPTION_MAX} characters.` });

  const batch = text(input.batch);
  if (!batch) errors.push({ field: 'batch', message: 'Batch is required.' });
  else if (!currentBatches().includes(batch)) errors.push({ field: 'batch', message: batchMistake(currentBatches()) });

  const semesterText = text(input.semester);
  const semester = Number(semesterText);
  if (!semesterText) errors.push({ field: 'semester', message: 'Semester is required.' });
  else if (!Number.isInteger(semester) || semester < MIN_SEMESTER || semester > MAX_SEMESTER) {
    errors.push({ field: 'semester', message: `Semester must be a whole number from ${MIN_SEMESTER} to ${MAX_SEMESTER}.` });
  }

  const fileUrl = checkFileUrl(text(input.fileUrl), errors);
  if (errors.length) throw badInput(errors[0].message, errors);
  return { title, description, subject, course, semester, batch, college, fileUrl };
}
