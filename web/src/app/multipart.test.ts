import { NoteFormCreateDocument, UpdateProfileDocument } from '../graphql/__generated__/graphql';
import { MultipartRequestError, buildMultipartBody, extractFiles, sendMultipart } from './multipart';

/** A stand-in XMLHttpRequest that records the request and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

describe('GraphQL multipart requests', () => {
  it('takes files out of the variables and says where they were', () => {
    const file = new File(['%PDF'], 'a.pdf');
    const { clone, files } = extractFiles({ input: { title: 'T', file, tags: [file] } });
    expect(clone).toEqual({ input: { title: 'T', file: null, tags: [null] } });
    expect(files.map((entry) => entry.path)).toEqual(['variables.input.file', 'variables.input.tags.0']);
  });

  it('builds operations, map and file parts in that order, with __typename for the cache', async () => {
    const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    const body = buildMultipartBody(NoteFormCreateDocument, { input: { title: 'T', file } });
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(body.get('operations')));
    expect(operations.operationName).toBe('NoteFormCreate');
    expect(operations.variables).toEqual({ input: { title: 'T', file: null } });
    expect(operations.query).toContain('__typename');
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.input.file'] });
    expect((body.get('0') as File).name).toBe('notes.pdf');
  });

  it('posts to /graphql with credentials and the preflight header, reporting upload progress', async () => {
    const progress: number[] = [];
    const sent = sendMultipart(UpdateProfileDocument, { input: { avatar: new File(['png'], 'me.png') } }, { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['apollo-require-preflight']).toBe('true');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onload?.();
    expect(progress).toEqual([0.25, 1]);
    xhr.answer(200, JSON.stringify({ data: { updateProfile: { user: null, errors: [] } } }));
    await expect(sent).resolves.toEqual({ data: { updateProfile: { user: null, errors: [] } } });
  });

  it('gives back GraphQL errors as an answer, and anything else as "Request failed with status N"', async () => {
    const errors = sendMultipart(UpdateProfileDocument, { input: {} });
    FakeXhr.last.answer(400, JSON.stringify({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] }));
    await expect(errors).resolves.toEqual({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] });

    const proxy = sendMultipart(UpdateProfileDocument, { input: {} });
    FakeXhr.last.answer(413, '<html>Request Entity Too Large</html>');
    await expect(proxy).rejects.toEqual(new MultipartRequestError('Request failed with status 413: <html>Request Entity Too Large</html>', 413));

    const offline = sendMultipart(UpdateProfileDocument, { input: {} });
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toBeInstanceOf(MultipartRequestError);
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const sent = sendMultipart(UpdateProfileDocument, { input: {} }, { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toThrow('The upload was cancelled.');
  });
});
