import { formatInteger, formatShortDate, formatShortDateTime } from './format';

describe('Intl-free formatting', () => {
  it('groups integers as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 999, 1000, 10000, 12345, 999999, 1000000, 123456789, -1234, -12]) {
      expect(formatInteger(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatInteger(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });

  it('writes short dates as toLocaleDateString("en-US") does', () => {
    const options = { month: 'short', day: 'numeric', year: 'numeric' } as const;
    // Local midnight and noon too: the 12-hour clock's edges.
    for (const iso of [
      '2025-01-15T10:00:00Z',
      '2024-02-29T23:59:59Z',
      '2025-12-31T00:30:00Z',
      '2025-03-04T21:05:00Z',
      '2025-06-01T00:00:00',
      '2025-06-01T12:07:00',
      '2025-06-01T11:59:00',
    ]) {
      const date = new Date(iso);
      expect(formatShortDate(date)).toBe(date.toLocaleDateString('en-US', options));
      expect(formatShortDateTime(date)).toBe(date.toLocaleString('en-US', { ...options, hour: 'numeric', minute: '2-digit' }));
    }
  });
});
