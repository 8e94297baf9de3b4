import { formatInteger } from '../../app/format';

/** Marketing-style figure: 1234 -> "1,234+". */
export function formatFigure(value: number): string {
  return `${formatInteger(Math.max(0, Math.floor(value)))}+`;
}
