import { formatFigure } from './format';

describe('formatFigure', () => {
  it('adds a plus and thousands separators', () => {
    expect(formatFigure(0)).toBe('0+');
    expect(formatFigure(312)).toBe('312+');
    expect(formatFigure(10000)).toBe('10,000+');
  });

  it('never shows fractions or negatives', () => {
    expect(formatFigure(12.7)).toBe('12+');
    expect(formatFigure(-3)).toBe('0+');
  });
});
