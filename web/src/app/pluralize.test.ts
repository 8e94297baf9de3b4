import { pluralize } from './format';

describe('pluralize', () => {
  it('says "1 note" and "0 notes", "2 notes", "1,234 notes"', () => {
    expect(pluralize(1, 'note')).toBe('1 note');
    expect(pluralize(0, 'note')).toBe('0 notes');
    expect(pluralize(2, 'note')).toBe('2 notes');
    expect(pluralize(1234, 'note')).toBe('1,234 notes');
    expect(pluralize(3, 'reply', 'replies')).toBe('3 replies');
  });
});
