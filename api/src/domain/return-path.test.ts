import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath: where sign-in may send someone back to', () => {
  it.each([
    ['/notes/42', '/notes/42'],
    ['/notes/0b0c6f0e-1a2b-4c3d-9e8f-001122334455#download', '/notes/0b0c6f0e-1a2b-4c3d-9e8f-001122334455#download'],
    ['/browse?q=thermo&course=B.Tech#results', '/browse?q=thermo&course=B.Tech#results'],
    ['/uploading-notes', '/uploading-notes'],
    ['/', '/'],
    ['/notes/1/../2', '/notes/2'],
  ])('keeps a path of this site: %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/notes/1',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/.%2e//evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'notes/1',
    ' /notes/1',
    '/notes/1\n',
    '/\tevil.example',
    '/ /evil.example',
    '',
    '/sign-in',
    '/signin?next=/notes/1',
    '/sign-up',
    '/auth/google',
    '/api/notes',
    '/graphql',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/notes/1'], { path: '/notes/1' }]) expect(safeReturnPath(value)).toBeNull();
  });

  it('writes the sign-in link with the path encoded, or the bare page for a refused path', () => {
    expect(withReturnPath('/sign-in', '/notes/7#download')).toBe('/sign-in?next=%2Fnotes%2F7%23download');
    expect(withReturnPath('/sign-up', '//evil.example')).toBe('/sign-up');
    expect(withReturnPath('/sign-in', null)).toBe('/sign-in');
  });
});
