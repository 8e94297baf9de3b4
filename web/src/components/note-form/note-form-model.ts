import {
  ACCEPTED_EXTENSIONS,
  batchMistake,
  currentBatches,
  DESCRIPTION_MAX,
  FIELD_MAX,
  MAX_PHOTOS,
  MAX_PHOTOS_TOTAL_BYTES,
  MAX_UPLOAD_BYTES,
  PHOTO_EXTENSIONS,
  TITLE_MAX,
} from '@domain/constants';
import { fileTypesLabel } from '../../app/site';
import type { CreateNoteInput, NoteFormNoteFragment, UpdateNoteInput } from '../../graphql/__generated__/graphql';

export type NoteFormMode = 'create' | 'update';

export const NOTE_FORM_FIELDS = ['title', 'description', 'subject', 'course', 'semester', 'batch', 'college', 'file', 'fileUrl', 'confirmOriginal'] as const;
export type NoteFormField = (typeof NOTE_FORM_FIELDS)[number];

export interface NoteFormValues {
  title: string;
  description: string;
  subject: string;
  course: string;
  /** As the select holds it: "" until chosen. */
  semester: string;
  batch: string;
  college: string;
  fileUrl: string;
  confirmOriginal: boolean;
}

export const FILE_OR_URL_REQUIRED = 'Please select a file or provide a file URL.';
export const ORIGINALITY_TEXT =
  'I confirm this is original content and I have permission to share it. I understand it will be available to help other students.';
export const ORIGINALITY_REQUIRED = 'Please confirm that this is original content you may share.';
/** For the file input's accept attribute: the documents and photos of pages. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ...PHOTO_EXTENSIONS, 'image/heic', 'image/heif'].join(',');
/** The camera input's: photos only. */
export const PHOTO_ACCEPT_ATTRIBUTE = [...PHOTO_EXTENSIONS, 'image/*'].join(',');
export const MAX_UPLOAD_LABEL = `${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)}MB`;

export const EMPTY_VALUES: NoteFormValues = {
  title: '',
  description: '',
  subject: '',
  course: '',
  semester: '',
  batch: '',
  college: '',
  fileUrl: '',
  confirmOriginal: false,
};

/** The update form starts from the note as it is. */
export function valuesFromNote(note: NoteFormNoteFragment): NoteFormValues {
  return {
    title: note.title,
    description: note.description,
    subject: note.subject,
    course: note.course,
    semester: String(note.semester),
    batch: note.batch,
    college: note.college,
    fileUrl: note.externalUrl ?? '',
    confirmOriginal: false,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '');

/** A photo of a page by its name or type (the api checks the content). */
export const isPhoto = (file: File): boolean =>
  (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || /^image\/(jpeg|png|webp|heic|heif)$/.test(file.type);

/**
 * Why the api would refuse a chosen file, said before anything is sent (a 50 MB file is not
 * uploaded just to be refused): too large, empty, or not one of the accepted types by its name.
 * The api still checks the size and the content on its side.
 */
export function fileProblem(file: File): string | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) && !isPhoto(file)) {
    return `"${file.name}" is not a type CampusNotes takes. Choose a ${fileTypesLabel('or')} file, or photos of your pages (JPEG, PNG, WebP, HEIC).`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)}; the most is ${MAX_UPLOAD_LABEL}. Compress it or split it into parts, then choose it again.`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Choose the file again.`;
  return null;
}

export interface ChosenFiles {
  file: File | null;
  photos: File[];
  problem: string | null;
}

/**
 * What a pick (or a drop) adds to the form: one document replaces everything; photos join the
 * photos already chosen, up to MAX_PHOTOS and MAX_PHOTOS_TOTAL_BYTES. A refused pick changes
 * nothing and says why.
 */
export function addChosenFiles(current: { file: File | null; photos: File[] }, picked: File[]): ChosenFiles {
  const keep = { file: current.file, photos: current.photos };
  if (!picked.length) return { ...keep, problem: null };
  for (const file of picked) {
    const problem = fileProblem(file);
    if (problem) return { ...keep, problem };
  }
  const photos = picked.filter(isPhoto);
  if (photos.length === 0) {
    if (picked.length > 1) return { ...keep, problem: 'Choose one document, or photos of your pages.' };
    return { file: picked[0], photos: [], problem: null };
  }
  if (photos.length !== picked.length) return { ...keep, problem: 'Choose one document, or photos of your pages, not both.' };
  const all = [...current.photos, ...photos];
  if (all.length > MAX_PHOTOS) {
    return { ...keep, problem: `A note can have at most ${MAX_PHOTOS} photos; that would make ${all.length}. Share the rest as a second note.` };
  }
  if (all.reduce((sum, photo) => sum + photo.size, 0) > MAX_PHOTOS_TOTAL_BYTES) {
    return {
      ...keep,
      problem: `These photos add up to more than ${MAX_PHOTOS_TOTAL_BYTES / 1024 / 1024} MB. Share them as two notes, or send smaller photos.`,
    };
  }
  return { file: null, photos: all, problem: null };
}

/** The photos with the one at `from` moved to `to`. */
export function movePhoto(photos: File[], from: number, to: number): File[] {
  if (to < 0 || to >= photos.length) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The spec's required fields, in the api's words (services/note-input.ts), so the browser and
 * the server say the same thing. Create needs a course, a file or URL and the originality box;
 * update keeps the course and the file when they are left as they are.
 */
export function validateNoteForm(values: NoteFormValues, file: File | null, mode: NoteFormMode, photos: File[] = []): Partial<Record<NoteFormField, string>> {
  const errors: Partial<Record<NoteFormField, string>> = {};
  const required = (field: NoteFormField, label: string, max: number) => {
    const value = String(values[field as keyof NoteFormValues]).trim();
    if (!value) errors[field] = `${label} is required.`;
    else if (value.length > max) errors[field] = `${label} must be at most ${max} characters.`;
  };
  required('title', 'Title', TITLE_MAX);
  required('subject', 'Subject', FIELD_MAX);
  if (mode === 'create') required('course', 'Course', FIELD_MAX);
  else if (values.course.trim().length > FIELD_MAX) errors.course = `Course must be at most ${FIELD_MAX} characters.`;
  required('college', 'College', FIELD_MAX);
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = `Description must be at most ${DESCRIPTION_MAX} characters.`;
  if (!values.semester) errors.semester = 'Semester is required.';
  if (!values.batch) errors.batch = 'Batch is required.';
  else if (!currentBatches().includes(values.batch)) errors.batch = batchMistake(currentBatches());

  const url = values.fileUrl.trim();
  const chosen = Boolean(file) || photos.length > 0;
  if (!chosen && url && !/^https?:\/\/\S+$/i.test(url)) errors.fileUrl = 'The file URL must be a full http:// or https:// address.';
  if (mode === 'create' && !chosen && !url) errors.file = FILE_OR_URL_REQUIRED;
  const problem = file ? fileProblem(file) : null;
  if (problem) errors.file = problem;
  if (mode === 'create' && !values.confirmOriginal) errors.confirmOriginal = ORIGINALITY_REQUIRED;
  return errors;
}

const optional = (value: string): string | null => (value.trim() ? value.trim() : null);

/** createNote's input; the file or photos travel as multipart parts, the URL only when there are none. */
export function createInput(values: NoteFormValues, file: File | null, photos: File[] = []): CreateNoteInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    subject: values.subject.trim(),
    course: values.course.trim(),
    semester: Number(values.semester),
    batch: values.batch,
    college: values.college.trim(),
    file: file ?? null,
    photos: photos.length ? photos : null,
    fileUrl: file || photos.length ? null : optional(values.fileUrl),
    confirmOriginal: values.confirmOriginal,
  };
}

/** updateNote's input: an empty course, file or URL keeps what the note has. */
export function updateInput(id: string, values: NoteFormValues, file: File | null): UpdateNoteInput {
  return {
    id,
    title: values.title.trim(),
    description: values.description.trim(),
    subject: values.subject.trim(),
    course: optional(values.course),
    semester: Number(values.semester),
    batch: values.batch,
    college: values.college.trim(),
    file: file ?? null,
    fileUrl: file ? null : optional(values.fileUrl),
  };
}
