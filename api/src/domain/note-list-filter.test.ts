import { cleanNoteListFilter, isSemester, parseSemester } from './note-list-filter';

describe('note list filter: one cleaner for REST, GraphQL and the browse page', () => {
  it('a semester is a whole number from 1 to 8', () => {
    expect([1, 8].map(isSemester)).toEqual([true, true]);
    expect([0, 9, 2.5, Number.NaN].map(isSemester)).toEqual([false, false, false, false]);
  });

  it('reads a semester from a URL: absent or blank is undefined, anything else that is not a semester is null', () => {
    expect(parseSemester(undefined)).toBeUndefined();
    expect(parseSemester(null)).toBeUndefined();
    expect(parseSemester('  ')).toBeUndefined();
    expect(parseSemester('3')).toBe(3);
    expect(parseSemester('9')).toBeNull();
    expect(parseSemester('two')).toBeNull();
    expect(parseSemester('1.5')).toBeNull();
  });

  it('trims the texts and leaves blank ones out; keeps the semester', () => {
    expect(cleanNoteListFilter({ search: '  entropy ', subject: ' Physics', course: '', college: '   ', semester: 2 })).toEqual({
      search: 'entropy',
      subject: 'Physics',
      semester: 2,
    });
    expect(cleanNoteListFilter({ subject: null, semester: null })).toEqual({});
  });
});
