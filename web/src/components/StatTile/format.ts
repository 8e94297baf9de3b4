/** Marketing-style figure: 1234 -> "1,234+". */
export function formatFigure(value: number): string {
  return `${Math.max(0, Math.floor(value)).toLocaleString('en-US')}+`;
}
