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

describe('no Intl on the way to a first screen', () => {
  // A module-level Intl formatter is built when its chunk loads, and a toLocale*String call in a
  // render builds one there: either loads ICU's data inside a long task of every page that
  // imports it (60-110 ms at 4x CPU for the first one). format.ts writes the same strings.
  it('no source builds an Intl formatter when its module loads, or calls toLocale*String outside format.ts', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fs = require('node:fs') as typeof import('node:fs');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const path = require('node:path') as typeof import('node:path');
    const root = path.join(__dirname, '..');
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__generated__' && entry.name !== 'test') visit(file);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && file !== path.join(root, 'app', 'format.ts')) {
          fs.readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/^(export )?(const|let|var) .*=\s*new Intl\./.test(line) || /\.toLocale(Date|Time)?String\(/.test(line))
                offenders.push(`${path.relative(root, file)}:${i + 1}`);
            });
        }
      }
    };
    visit(root);
    expect(offenders).toEqual([]);
  });
});
