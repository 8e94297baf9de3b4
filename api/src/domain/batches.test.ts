import { batchesFor, batchMistake, currentBatches } from './constants';
import { cleanNoteFields } from '../services/note-input';

describe('batches: derived from the year, shared by the form and the api', () => {
  it('runs from 2020-2024 (the oldest on record) to next year’s entrants', () => {
    expect(batchesFor(2026)).toEqual(['2020-2024', '2021-2025', '2022-2026', '2023-2027', '2024-2028', '2025-2029', '2026-2030', '2027-2031']);
    expect(batchesFor(2030).at(-1)).toBe('2031-2035');
    expect(batchesFor(2030)[0]).toBe('2020-2024');
    // The seed's list of its first release is the same as before.
    expect(batchesFor(2022)).toEqual(['2020-2024', '2021-2025', '2022-2026', '2023-2027']);
  });

  it('follows the calendar', () => {
    expect(currentBatches(new Date('2031-01-01T00:00:00Z'))).toContain('2032-2036');
    expect(currentBatches()).toContain(`${new Date().getFullYear()}-${new Date().getFullYear() + 4}`);
  });

  it('names the ends of the list in its message', () => {
    expect(batchMistake(batchesFor(2026))).toBe('Batch must be a four-year batch from 2020-2024 to 2027-2031.');
  });

  it("the api accepts this year's batch and every existing one, and refuses one outside the list", () => {
    const year = new Date().getFullYear();
    const fields = { title: 'T', subject: 'S', college: 'C', course: 'MCA', semester: 3, fileUrl: 'https://example.com/a.pdf' };
    for (const batch of ['2020-2024', '2023-2027', `${year}-${year + 4}`, `${year + 1}-${year + 5}`]) {
      expect(cleanNoteFields({ ...fields, batch }, 'create').batch).toBe(batch);
    }
    for (const batch of ['2019-2023', `${year + 2}-${year + 6}`, '2024-2027']) {
      expect(() => cleanNoteFields({ ...fields, batch }, 'create')).toThrow(/Batch must be a four-year batch from 2020-2024 to/);
    }
  });
});
