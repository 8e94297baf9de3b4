import { formatDate } from '../../app/format';
import { documentKindLabel, orMissing } from './format';

describe('note formatting', () => {
  it('shows N/A for missing details', () => {
    expect(orMissing('')).toBe('N/A');
    expect(orMissing('   ')).toBe('N/A');
    expect(orMissing(null)).toBe('N/A');
    expect(orMissing(undefined)).toBe('N/A');
    expect(orMissing(3)).toBe('3');
    expect(orMissing(' MANIT Bhopal ')).toBe('MANIT Bhopal');
  });

  it('dates notes with an en-US short month', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('Mar 4, 2025');
  });

  it('names the kind of document', () => {
    expect(documentKindLabel({ hasFile: true, fileType: 'docx' })).toBe('DOCX');
    expect(documentKindLabel({ hasFile: false, fileType: null })).toBe('Link');
  });
});
