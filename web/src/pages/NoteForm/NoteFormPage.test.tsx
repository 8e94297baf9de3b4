import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '../../components/Toaster/toaster';
import { AWAITS_APPROVAL } from '../../components/note-form/NoteForm';
import { Route, Routes } from 'react-router';
import { MultipartRequestError, sendMultipart, type MultipartOptions } from '../../app/multipart';
import { accountMocks, buildAccountUser, buildFormNote } from '../../components/account/testing';
import { NoteForEditDocument, NoteFormCreateDocument, NoteFormUpdateDocument } from '../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import NoteFormPage from './NoteFormPage';

jest.mock('../../app/multipart', () => ({
  ...jest.requireActual('../../app/multipart'),
  sendMultipart: jest.fn(),
}));
const send = jest.mocked(sendMultipart);

const ORIGINALITY = 'I confirm this is original content and I have permission to share it. I understand it will be available to help other students.';

function renderForm(route: string, mocks: object[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/uploading-notes" element={<NoteFormPage />} />
      <Route path="/update-notes/:updateId" element={<NoteFormPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route, mocks: [...accountMocks(buildAccountUser()), ...(mocks as never[])] },
  );
}

function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'OS Unit 2' } });
  fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Operating Systems' } });
  fireEvent.change(screen.getByLabelText(/^College/), { target: { value: 'MANIT Bhopal' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Course/ }), { target: { value: 'MCA' } });
  fireEvent.change(screen.getByLabelText(/^Semester/), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText(/^Batch/), { target: { value: '2022-2026' } });
}

/** Chakra's checkbox reports the change a tick later (its state machine), as a real click would. */
async function confirmOriginality() {
  fireEvent.click(screen.getByRole('checkbox', { name: ORIGINALITY }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const pdf = () => new File(['%PDF-1.4 notes'], 'os-unit-2.pdf', { type: 'application/pdf' });

beforeEach(() => {
  send.mockReset();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(toaster, 'success');
});
afterEach(() => jest.restoreAllMocks());

describe('NoteFormPage: create', () => {
  it('has the three sections, the file hint and the originality text', () => {
    renderForm('/uploading-notes');
    expect(screen.getByRole('heading', { level: 1, name: 'Share Your Knowledge' })).toBeInTheDocument();
    for (const section of ['Document Information', 'Academic Details', 'File Upload']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Upload a file')).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx,.pptx,.ppt,.odp,.txt,.jpg,.jpeg,.png,.webp,.heic,.heif,image/heic,image/heif',
    );
    expect(screen.getByText('PDF, DOC, DOCX, PPTX, PPT, ODP or TXT, up to 10MB')).toBeInTheDocument();
    expect(screen.getByText(ORIGINALITY)).toBeInTheDocument();
    const semester = screen.getByLabelText(/^Semester/);
    expect(
      within(semester)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a semester', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Semester ${n}`)]);
    // From the oldest batch on record to next year's entrants, derived from today's year.
    const year = new Date().getFullYear();
    const batches = within(screen.getByLabelText(/^Batch/))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(batches[0]).toBe('2020-2024');
    expect(batches).toContain(`${year}-${year + 4}`);
    expect(batches[batches.length - 1]).toBe(`${year + 1}-${year + 5}`);
    expect(batches).toHaveLength(year + 1 - 2020 + 1);
  });

  it('suggests courses from the fixed list as the user types, any case', () => {
    renderForm('/uploading-notes');
    const course = screen.getByRole('combobox', { name: /^Course/ });
    fireEvent.focus(course);
    fireEvent.change(course, { target: { value: 'computer sc' } });
    expect(course).toHaveAttribute('aria-expanded', 'true');
    const option = screen.getByRole('option', { name: 'Computer Science Engineering (B.Tech/B.E)' });
    fireEvent.keyDown(course, { key: 'ArrowDown' });
    expect(course).toHaveAttribute('aria-activedescendant', option.id);
    fireEvent.keyDown(course, { key: 'Enter' });
    expect(course).toHaveValue('Computer Science Engineering (B.Tech/B.E)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.change(course, { target: { value: 'PHYSICS' } });
    expect(screen.getByRole('option', { name: 'BSc Physics' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('option', { name: 'BSc Physics' }));
    expect(course).toHaveValue('BSc Physics');
  });

  it('blocks the submit without a file or a file URL, in the spec words', async () => {
    renderForm('/uploading-notes');
    fillRequired();
    await confirmOriginality();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));
    expect(await screen.findByText('Please select a file or provide a file URL.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('requires the fields of the spec and the originality box', async () => {
    renderForm('/uploading-notes');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));
    for (const message of [
      'Title is required.',
      'Subject is required.',
      'College is required.',
      'Course is required.',
      'Semester is required.',
      'Batch is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Please confirm that this is original content you may share.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('uploads the file with a progress bar, then says so and goes home', async () => {
    let reportProgress: (fraction: number) => void = () => undefined;
    let answer: (value: Awaited<ReturnType<typeof sendMultipart>>) => void = () => undefined;
    send.mockImplementation((_document, _variables, options?: MultipartOptions) => {
      reportProgress = options?.onProgress ?? reportProgress;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    renderForm('/uploading-notes');
    fillRequired();
    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [pdf()] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('os-unit-2.pdf');
    expect(screen.getByRole('textbox', { name: 'File URL' })).toBeDisabled();
    await confirmOriginality();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));

    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      NoteFormCreateDocument,
      {
        input: expect.objectContaining({
          title: 'OS Unit 2',
          subject: 'Operating Systems',
          course: 'MCA',
          semester: 3,
          batch: '2022-2026',
          college: 'MANIT Bhopal',
          confirmOriginal: true,
          fileUrl: null,
          file: expect.any(File),
        }),
      },
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    act(() => reportProgress(0.42));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading file… 42%')).toBeInTheDocument();

    await act(async () => answer({ data: { createNote: { __typename: 'NotePayload', note: buildFormNote({ id: 'n-new', approved: false }), errors: [] } } }));
    // No native alert: a toast says it awaits approval, and the student lands on the new note.
    expect(window.alert).not.toHaveBeenCalled();
    expect(toaster.success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Note created successfully', description: AWAITS_APPROVAL }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notes/n-new'));
  });

  it('shows the api field errors next to their fields and other errors as they are, with no "Error:" prefix', async () => {
    send.mockResolvedValueOnce({
      data: {
        createNote: {
          __typename: 'NotePayload',
          note: null,
          errors: [{ __typename: 'NoteError', field: 'fileUrl', message: 'The file URL must start with http:// or https://.', code: 'BAD_USER_INPUT' }],
        },
      },
    });
    send.mockResolvedValueOnce({
      data: {
        createNote: {
          __typename: 'NotePayload',
          note: null,
          errors: [{ __typename: 'NoteError', field: null, message: 'The file is too large: at most 10 MB.', code: 'PAYLOAD_TOO_LARGE' }],
        },
      },
    });
    send.mockRejectedValueOnce(new MultipartRequestError('Request failed with status 502: Bad Gateway', 502));
    send.mockResolvedValueOnce({});

    renderForm('/uploading-notes');
    fillRequired();
    fireEvent.change(screen.getByRole('textbox', { name: 'File URL' }), { target: { value: 'https://example.com/notes.pdf' } });
    await confirmOriginality();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));

    submit();
    expect(await screen.findByText('The file URL must start with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'File URL' })).toHaveAttribute('aria-invalid', 'true');

    submit();
    expect(await screen.findByText('The file is too large: at most 10 MB.')).toBeInTheDocument();

    submit();
    expect(await screen.findByText('Request failed with status 502: Bad Gateway')).toBeInTheDocument();

    submit();
    expect(await screen.findByText('Unknown error occurred')).toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('refuses a file over 10MB or of another type at once, before anything is sent', async () => {
    renderForm('/uploading-notes');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [big] } });
    expect(screen.getByText('"huge.pdf" is 50.0 MB; the most is 10MB. Compress it or split it into parts, then choose it again.')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [new File(['x'], 'sheet.xlsx')] } });
    expect(
      screen.getByText(
        '"sheet.xlsx" is not a type CampusNotes takes. Choose a PDF, DOC, DOCX, PPTX, PPT, ODP or TXT file, or photos of your pages (JPEG, PNG, WebP, HEIC).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    fillRequired();
    await confirmOriginality();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));
    expect(await screen.findByText('Please select a file or provide a file URL.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [new File(['slides'], 'lecture.pptx')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('lecture.pptx');
  });
});

describe('NoteFormPage: photos of pages', () => {
  const photo = (name: string, size = 2_000_000) => {
    const file = new File(['x'], name, { type: name.endsWith('.heic') ? 'image/heic' : 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const pages = () => screen.getAllByTestId('photo-item').map((item) => item.textContent ?? '');

  it('shows chosen photos in order, moves and removes them, and sends them in that order with progress', async () => {
    let answer: (value: unknown) => void = () => undefined;
    send.mockImplementationOnce((_query: unknown, _variables: unknown, options?: { onProgress?: (f: number) => void }) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => {
        answer = resolve as (value: unknown) => void;
      });
    });
    renderForm('/uploading-notes');
    fillRequired();
    await confirmOriginality();
    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [photo('p1.jpg'), photo('p2.heic')] } });
    fireEvent.change(screen.getByLabelText('Take a photo of a page'), { target: { files: [photo('p3.jpg')] } });
    expect(screen.getByText(/3 of at most 40 photos/)).toBeInTheDocument();
    // jsdom draws no thumbnails: each page shows its name (as an iPhone's HEIC does in a browser).
    expect(pages()).toEqual([expect.stringContaining('p1.jpg'), expect.stringContaining('p2.heic'), expect.stringContaining('p3.jpg')]);

    fireEvent.click(screen.getByRole('button', { name: 'Move page 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove page 1' }));
    expect(screen.getByText(/2 of at most 40 photos/)).toBeInTheDocument();
    expect(pages()).toEqual([expect.stringContaining('p3.jpg'), expect.stringContaining('p2.heic')]);

    fireEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    const variables = send.mock.calls[0][1] as { input: { photos: File[]; file: File | null } };
    expect(variables.input.photos.map((f) => f.name)).toEqual(['p3.jpg', 'p2.heic']);
    expect(variables.input.file).toBeNull();
    expect(await screen.findByText('Uploading file… 40%')).toBeInTheDocument();
    await act(async () =>
      answer({ data: { createNote: { __typename: 'NotePayload', note: buildFormNote({ id: 'n-photos', approved: false }), errors: [] } } }),
    );
  });

  it('refuses a 41st photo, an oversized photo and a mix of photos and a document at once', () => {
    renderForm('/uploading-notes');
    const input = () => screen.getByLabelText('Upload a file');
    fireEvent.change(input(), { target: { files: Array.from({ length: 40 }, (_, i) => photo(`p${i}.jpg`, 1000)) } });
    fireEvent.change(input(), { target: { files: [photo('extra.jpg', 1000)] } });
    expect(screen.getByText('A note can have at most 40 photos; that would make 41. Share the rest as a second note.')).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-item')).toHaveLength(40);
    fireEvent.change(input(), { target: { files: [photo('huge.jpg', 50 * 1024 * 1024)] } });
    expect(screen.getByText('"huge.jpg" is 50.0 MB; the most is 10MB. Compress it or split it into parts, then choose it again.')).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [photo('a.jpg', 1000), new File(['%PDF'], 'b.pdf')] } });
    expect(screen.getByText('Choose one document, or photos of your pages, not both.')).toBeInTheDocument();
  });
});

describe('NoteFormPage: update', () => {
  const note = buildFormNote();
  const noteMock = { request: { query: NoteForEditDocument, variables: { id: 'n-9' } }, result: { data: { note } }, maxUsageCount: 2 };

  it('starts from the note, links to its current file and explains re-approval', async () => {
    renderForm('/update-notes/n-9', [noteMock]);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Your Notes' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('DBMS Unit 3')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Database Systems');
    expect(screen.getByRole('combobox', { name: /^Course/ })).toHaveValue('Computer Science Engineering (B.Tech/B.E)');
    expect(screen.getByLabelText(/^Semester/)).toHaveValue('5');
    expect(screen.getByLabelText(/^Batch/)).toHaveValue('2022-2026');
    expect(screen.getByRole('link', { name: 'dbms-unit-3.pdf' })).toHaveAttribute('href', '/api/notes/n-9/download');
    expect(screen.getByText(/Changing its file, title or description sends it back for approval/)).toBeInTheDocument();
    expect(screen.queryByText(ORIGINALITY)).not.toBeInTheDocument();
  });

  it('saves without a new file, then goes to the note', async () => {
    let answer: () => void = () => undefined;
    send.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ data: { updateNote: { __typename: 'NotePayload', note: { ...note, title: 'DBMS Unit 3 (revised)' }, errors: [] } } });
        }),
    );
    renderForm('/update-notes/n-9', [noteMock]);
    fireEvent.change(await screen.findByDisplayValue('DBMS Unit 3'), { target: { value: 'DBMS Unit 3 (revised)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Notes' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    // No file chosen: no progress bar.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notes/n-9'));
    expect(window.alert).not.toHaveBeenCalled();
    expect(toaster.success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Note updated successfully' }));
    expect(send).toHaveBeenCalledWith(
      NoteFormUpdateDocument,
      { input: expect.objectContaining({ id: 'n-9', title: 'DBMS Unit 3 (revised)', file: null, fileUrl: null }) },
      expect.objectContaining({ onProgress: undefined }),
    );
  });

  it('says when the note does not exist', async () => {
    renderForm('/update-notes/n-404', [{ request: { query: NoteForEditDocument, variables: { id: 'n-404' } }, result: { data: { note: null } } }]);
    expect(await screen.findByText('This note does not exist or was deleted.')).toBeInTheDocument();
  });
});
