import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button, Checkbox, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useApolloClient } from '@apollo/client/react';
import { currentBatches, DESCRIPTION_MAX, SEMESTERS, TITLE_MAX } from '@domain/constants';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { NoteFormNoteFragment } from '../../graphql/__generated__/graphql';
import { toaster } from '../Toaster/toaster';
import { FormAlert } from '../account/FormAlert';
import { FormField } from '../account/FormField';
import { FormStack } from '../account/FormStack';
import { mistakesFromError, sortMistakes } from '../account/form-errors';
import { CourseField } from './CourseField';
import { ExistingValueField } from './ExistingValueField';
import { FileField } from './FileField';
import { FormSection } from './FormSection';
import {
  EMPTY_VALUES,
  NOTE_FORM_FIELDS,
  ORIGINALITY_TEXT,
  addChosenFiles,
  createInput,
  movePhoto,
  updateInput,
  validateNoteForm,
  valuesFromNote,
  type NoteFormField,
  type NoteFormValues,
} from './note-form-model';
import { submitNote, type NoteSubmission } from './submit-note';
import { UploadProgress } from './UploadProgress';

export const NOTE_CREATED = 'Note created successfully';
export const NOTE_UPDATED = 'Note updated successfully';
export const UNKNOWN_ERROR = 'Unknown error occurred';
export const AWAITS_APPROVAL = 'It awaits approval by an admin; until then only you can see it.';

interface NoteFormProps {
  /** The note being updated; absent on the create page. */
  note?: NoteFormNoteFragment;
}

type FieldErrors = Partial<Record<NoteFormField, string>>;

/**
 * Create and update are one form (spec 2): update starts from the note, keeps its course and
 * file unless changed, and has no originality box (that was confirmed when it was shared).
 */
export function NoteForm({ note }: NoteFormProps) {
  const mode = note ? 'update' : 'create';
  const client = useApolloClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<NoteFormValues>(() => (note ? valuesFromNote(note) : EMPTY_VALUES));
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // Leaving the page cancels an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  const set = <K extends keyof NoteFormValues>(field: K, value: NoteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field as NoteFormField]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Value, change and error of a text field with suggestions, bound to the form's state. */
  const bound = (field: 'subject' | 'college' | 'course') => ({
    value: values[field],
    onChange: (value: string) => set(field, value),
    error: fieldErrors[field],
  });

  // A file the api would refuse (type, size, count) is refused here at once, before any byte is sent.
  const pickFiles = (picked: File[]) => {
    const next = addChosenFiles({ file, photos: mode === 'create' ? photos : [] }, mode === 'create' ? picked : picked.slice(0, 1));
    const problem = mode === 'update' && next.photos.length ? 'A note’s file cannot be replaced by photos: share the photos as a new note.' : next.problem;
    if (!problem) {
      setFile(next.file);
      setPhotos(next.photos);
    }
    setFieldErrors((current) => ({ ...current, file: problem ?? undefined, fileUrl: undefined }));
  };
  const removeFile = () => {
    setFile(null);
    setFieldErrors((current) => ({ ...current, file: undefined }));
  };

  const focusFirstError = (errors: FieldErrors) => {
    const first = NOTE_FORM_FIELDS.find((field) => errors[field]);
    if (!first) return;
    // After the errors render: aria-invalid marks the controls.
    requestAnimationFrame(() => {
      const root = form.current;
      const control = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root?.querySelector<HTMLElement>(`[name="${first}"]`);
      control?.focus();
    });
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (submitting) return;
    const local = validateNoteForm(values, file, mode, photos);
    setFormError(null);
    setFieldErrors(local);
    if (Object.keys(local).length) {
      focusFirstError(local);
      return;
    }

    const submission: NoteSubmission = note
      ? { mode: 'update', input: updateInput(note.id, values, file), wasApproved: note.approved }
      : { mode: 'create', input: createInput(values, file, photos) };
    const sending = Boolean(file) || photos.length > 0;
    const controller = new AbortController();
    abort.current = controller;
    setSubmitting(true);
    setProgress(sending ? 0 : null);
    try {
      const result = await submitNote(client.cache, submission, {
        signal: controller.signal,
        onProgress: sending ? setProgress : undefined,
      });
      if (result.note) {
        // The student lands on the note itself (focus moves to its title) and is told it is pending.
        toaster.success({
          title: note ? NOTE_UPDATED : NOTE_CREATED,
          description: result.note.approved ? undefined : AWAITS_APPROVAL,
          closable: true,
        });
        void navigate(`/notes/${result.note.id}`);
        return;
      }
      // The api names a refused photo's field `photos`: it is shown where the photos are.
      const sorted = sortMistakes(
        result.mistakes.map((m) => (m.field === 'photos' ? { ...m, field: 'file' } : m)),
        NOTE_FORM_FIELDS,
      );
      setFieldErrors(sorted.fields);
      setFormError(sorted.form ?? (Object.keys(sorted.fields).length ? null : UNKNOWN_ERROR));
      focusFirstError(sorted.fields);
    } catch (error) {
      setFormError(mistakesFromError(error, UNKNOWN_ERROR)[0].message);
    } finally {
      abort.current = null;
      setSubmitting(false);
      setProgress(null);
    }
  };

  const hasFieldErrors = Object.values(fieldErrors).some(Boolean);

  return (
    <FormStack ref={form} gap="6" onSubmit={onSubmit} aria-label={note ? 'Update note' : 'Share a note'}>
      <FormSection step={1} title="Document Information" description="What your notes are about, in a few words.">
        <FormField label="Title" error={fieldErrors.title} required>
          <Input
            name="title"
            placeholder="e.g. Operating Systems: Process Scheduling"
            maxLength={TITLE_MAX}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </FormField>
        <FormField label="Description" error={fieldErrors.description} helper="Optional: the topics covered, the lecturer, what makes these notes useful.">
          <Textarea
            name="description"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            placeholder="Chapters, topics, exam tips…"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </FormField>
      </FormSection>

      <FormSection step={2} title="Academic Details" description="Where the notes fit, so the right students find them.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ExistingValueField field="SUBJECT" label="Subject" name="subject" placeholder="e.g. Operating Systems" {...bound('subject')} required />
          <ExistingValueField field="COLLEGE" label="College" name="college" placeholder="e.g. MANIT Bhopal" {...bound('college')} required />
        </SimpleGrid>
        <CourseField {...bound('course')} required={mode === 'create'} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label="Semester" error={fieldErrors.semester} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field name="semester" value={values.semester} onChange={(event) => set('semester', event.target.value)}>
                <option value="">Select a semester</option>
                {SEMESTERS.map((semester) => (
                  <option key={semester} value={String(semester)}>
                    Semester {semester}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Batch" error={fieldErrors.batch} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field name="batch" value={values.batch} onChange={(event) => set('batch', event.target.value)}>
                <option value="">Select a batch</option>
                {currentBatches().map((batch) => (
                  <option key={batch} value={batch}>
                    {batch}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      </FormSection>

      <FormSection
        step={3}
        title="File Upload"
        description={note ? 'Keep the current document, or replace it with a new file or link.' : 'Upload the document, or give a link to it.'}
      >
        <FileField
          file={file}
          onFileChange={removeFile}
          onFilesPicked={pickFiles}
          photos={
            mode === 'create'
              ? {
                  photos,
                  onMove: (from, to) => setPhotos((current) => movePhoto(current, from, to)),
                  onRemove: (index) => setPhotos((current) => current.filter((_, i) => i !== index)),
                }
              : undefined
          }
          fileUrl={values.fileUrl}
          onFileUrlChange={(value) => {
            set('fileUrl', value);
            setFieldErrors((current) => ({ ...current, file: undefined }));
          }}
          fileError={fieldErrors.file}
          fileUrlError={fieldErrors.fileUrl}
          current={
            note && (note.hasFile || note.externalUrl) ? { label: note.fileName ?? note.externalUrl ?? 'Open the document', href: note.downloadUrl } : null
          }
          disabled={submitting}
        />
        {mode === 'create' ? (
          <Field.Root invalid={Boolean(fieldErrors.confirmOriginal)}>
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              name="confirmOriginal"
              colorPalette="brand"
              alignItems="flex-start"
              checked={values.confirmOriginal}
              onCheckedChange={(details) => set('confirmOriginal', details.checked === true)}
              invalid={Boolean(fieldErrors.confirmOriginal)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="500" color="fg.muted" lineHeight="1.6">
                {ORIGINALITY_TEXT}
              </Checkbox.Label>
            </Checkbox.Root>
            {fieldErrors.confirmOriginal ? <Field.ErrorText>{fieldErrors.confirmOriginal}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
      </FormSection>

      <Stack gap="4">
        {progress !== null ? <UploadProgress fraction={progress} onCancel={() => abort.current?.abort()} /> : null}
        {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
        {hasFieldErrors && !formError ? <FormAlert status="error">Please fix the highlighted fields.</FormAlert> : null}
        <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
          <Button asChild variant="ghost" rounded="full" size="lg">
            <RouterLink to={note ? `/notes/${note.id}` : '/profile?tab=uploads'}>Cancel</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" rounded="full" size="lg" px="8" disabled={submitting} shadow="lifted">
            {submitting ? (note ? 'Updating...' : 'Uploading...') : note ? 'Update Notes' : 'Upload Notes'}
          </Button>
        </Flex>
      </Stack>
    </FormStack>
  );
}
